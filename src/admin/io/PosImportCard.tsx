import { useState } from 'react';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { useGrant } from '../session/useGrant';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ApiErrorBody } from '../providers/httpClient';
import { useNotifyError } from '../providers/useNotifyError';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { PosImportJob } from './PosImportJob';
import { posImportError } from './posImportError';
import { POS_SYNC_MODES, type PosSyncMode } from '../../../schemas/_fragments/posImport';

/** Each provider the card offers and the sync job action that imports from it (schemas/_fragments/posImport.ts). */
const PROVIDERS = {
  hellotess: 'importHellotessTest',
  gastrofix: 'importGastrofix',
  deliverect: 'importDeliverect',
  simphony: 'importSimphony',
  checkoutIntegration: 'importViaCheckoutIntegration',
} as const;
type Provider = keyof typeof PROVIDERS;

/**
 * /foodcard "Import from the point of sale" (spec part 1 §7 menu imports, `foodcard.sync.external`):
 * the provider, the sync mode (spec §4) and, for "as the checkout integration says", the
 * integration type whose settings name the provider; a confirmation, then the queued import
 * followed below (PosImportJob). A refusal (provider not set up, settings incomplete, provider
 * failing) is said in the card.
 */
export function PosImportCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const { venueId, venue } = useSelectedVenue();
  const canReadVenue = checkAccess(useGrant(), 'venue.view');
  const [provider, setProvider] = useState<Provider>('hellotess');
  const [mode, setMode] = useState<PosSyncMode>('create_and_update');
  const [integrationType, setIntegrationType] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const via = provider === 'checkoutIntegration';
  // the venue's stored integration types are offered where the user may read the venue
  const { data: record } = useGetOne('venue', { id: venueId ?? '' }, { enabled: via && !!venueId && canReadVenue });
  const stored = Object.keys((record?.checkoutIntegration ?? {}) as Record<string, unknown>);

  const start = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const body = via ? { mode, integrationType: integrationType.trim() } : { mode };
      const job = await dataProvider.callAction<{ _id?: string; id?: string }>('syncJob', PROVIDERS[provider], { body, params: { id: venueId ?? '' } });
      setJobId(String(job._id ?? job.id));
    } catch (error) {
      const key = posImportError((error as { body?: ApiErrorBody } | null)?.body);
      if (key) setRefusal(key);
      else notifyError(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="pos-import-title" data-testid="pos-import">
      <CardContent>
        <Typography id="pos-import-title" variant="h6" component="h2">{translate('foodcardIo.pos.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('foodcardIo.pos.hint')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 640, mb: 2 }}>
          <TextField select name="posProvider" label={translate('foodcardIo.pos.provider')} value={provider} onChange={(e) => { setProvider(e.target.value as Provider); setRefusal(null); }}>
            {(Object.keys(PROVIDERS) as Provider[]).map((p) => <MenuItem key={p} value={p}>{translate(`foodcardIo.pos.providers.${p}`)}</MenuItem>)}
          </TextField>
          <TextField select name="posMode" label={translate('foodcardIo.pos.mode')} value={mode} onChange={(e) => setMode(e.target.value as PosSyncMode)}>
            {POS_SYNC_MODES.map((m) => <MenuItem key={m} value={m}>{translate(`foodcardIo.pos.modes.${m}`)}</MenuItem>)}
          </TextField>
          {via && (
            <TextField
              name="integrationType" label={translate('foodcardIo.pos.integrationType')} helperText={translate('foodcardIo.pos.integrationTypeHelp')}
              value={integrationType} onChange={(e) => setIntegrationType(e.target.value)} required
              select={stored.length > 0}
            >
              {stored.map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
            </TextField>
          )}
        </Box>
        <Button variant="contained" startIcon={<SyncIcon />} disabled={busy || !venueId || (via && !integrationType.trim())} onClick={() => setConfirming(true)}>
          {translate('foodcardIo.pos.start')}
        </Button>
        {refusal && <Alert severity="error" sx={{ mt: 2 }} data-testid="pos-import-refusal">{translate(refusal)}</Alert>}
        {jobId && <PosImportJob key={jobId} id={jobId} />}
      </CardContent>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="foodcardIo.pos.confirmTitle"
        content="foodcardIo.pos.confirmContent"
        contentTranslateOptions={{
          provider: translate(`foodcardIo.pos.providers.${provider}`), mode: translate(`foodcardIo.pos.modes.${mode}`),
          venue: venue?.name ?? translate('foodcardIo.thisVenue'),
        }}
        confirm="foodcardIo.pos.start"
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
