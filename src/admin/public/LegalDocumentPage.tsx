import { useEffect, useState } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { apiCall } from '../providers/apiCall';
import { PublicPage } from './PublicPage';

export const LEGAL_TYPES = ['terms', 'imprint', 'privacy'] as const;
type LegalType = (typeof LEGAL_TYPES)[number];
const isLegalType = (t: string | undefined): t is LegalType => (LEGAL_TYPES as readonly string[]).includes(t ?? '');

type State =
  | { status: 'loading' }
  | { status: 'ready'; url: string; venue: string | null }
  | { status: 'missing'; venue: string | null }
  | { status: 'failed' };

/** Chromium without its PDF viewer (headless, some kiosks) would download the file instead of showing it. */
const canShowPdf = () => typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === true;

function LegalDocument({ id, type }: { id: string; type: LegalType }) {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const venueName = apiCall('v1/general/venue/{id}/name', 'get', { params: { id }, auth: false, signal })
      .then((b) => b.data.name)
      .catch(() => null);
    apiCall(`v1/general/venue/{id}/${type}`, 'get', { params: { id }, auth: false, signal })
      .then(async (b) => setState({ status: 'ready', url: b.data.url, venue: await venueName }))
      .catch(async (error: { status?: number; name?: string }) => {
        if (signal.aborted) return;
        setState(error?.status === 404 ? { status: 'missing', venue: await venueName } : { status: 'failed' });
      });
    return () => controller.abort();
  }, [id, type]);

  const docName = translate(`app.legal.types.${type}`);
  const venue = state.status === 'ready' || state.status === 'missing' ? state.venue : null;
  const title = venue ? `${docName} – ${venue}` : docName;

  return (
    <PublicPage title={title} width={960}>
      {state.status === 'loading' && <CircularProgress sx={{ alignSelf: 'center' }} />}
      {state.status === 'missing' && <Alert severity="info">{translate('app.legal.missing')}</Alert>}
      {state.status === 'failed' && <Alert severity="error">{translate('app.legal.failed')}</Alert>}
      {state.status === 'ready' && (
        <>
          {canShowPdf() ? (
            <Box
              component="iframe"
              src={state.url}
              title={title}
              sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary">{translate('app.legal.noViewer')}</Typography>
          )}
          <Box>
            <Button variant={canShowPdf() ? 'text' : 'contained'} href={state.url} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
              {translate('app.legal.open')}
            </Button>
          </Box>
        </>
      )}
    </PublicPage>
  );
}

/** /legal/{id}/{type}: a venue's terms, imprint or privacy document (public). */
export function LegalDocumentPage() {
  const { id, type } = useParams();
  if (!id || !/^[0-9a-f]{24}$/.test(id) || !isLegalType(type)) return <NotFoundPage />;
  return <LegalDocument key={`${id}/${type}`} id={id} type={type} />;
}
