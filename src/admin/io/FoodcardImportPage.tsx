import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Alert, Box, Button as MuiButton, Card, CardContent, FormControl, FormControlLabel, FormLabel, LinearProgress, Radio, RadioGroup, Typography,
} from '@mui/material';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { saveBlob } from '../downloads/saveBlob';
import { apiFile } from '../providers/apiCall';
import { callUrl } from '../providers/callUrl';
import { apiFetch } from '../providers/httpClient';
import { useNotifyError } from '../providers/useNotifyError';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useGrant } from '../session/useGrant';
import { ImportCountsTable, type Counts } from './ImportCountsTable';
import type { ImportError } from './importErrorText';
import { ImportFileField } from './ImportFileField';
import { ImportPreviewCard } from './ImportPreviewCard';
import { ImportProblems } from './ImportProblems';
import { ImportProgress } from './ImportProgress';
import { PosImportCard } from './PosImportCard';
import { useImportFlow } from './useImportFlow';

/** The three imports of the foodcard and their calls (README "Spec decisions"). */
const KINDS = { foodcard: 'import', nutrition: 'import/nutrition', articlesInfo: 'import/articles-info' } as const;
type Kind = keyof typeof KINDS;
type Outcome = { kind: 'foodcard'; created: Counts; updated: Counts } | { kind: 'nutrition' | 'articlesInfo'; updated: number };

/**
 * /foodcard "Foodcard import" (spec part 2 §2: foodcard.import, venue): the selected venue's
 * foodcard as a CSV or XLSX download (with foodcard.export), and the foodcard, nutrition and
 * article-info imports. An import is first checked by the server's dry run: the preview says
 * what would be created and updated, or lists every error with its line; only a clean file can
 * then be imported, after a confirmation (an import cannot be undone). A file over the import
 * limits, or a second import while one of the user's runs, is refused with its own message.
 * With foodcard.sync.external the menu can also be imported from the venue's point of sale.
 */
export function FoodcardImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const grant = useGrant();
  const { venueId, venue: selected } = useSelectedVenue();
  const flow = useImportFlow<Outcome>('foodcardIo');
  const [kind, setKind] = useState<Kind>('foodcard');
  const [exporting, setExporting] = useState(false);
  const canExport = checkAccess(grant, 'foodcard.export');
  // the page is shown with a venue selected (needsVenue); without one the call answers 404
  const venue = venueId ?? '';
  const busy = exporting || !!flow.busy;

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      const { blob, filename } = await apiFile('v1/foodcard/venue/{venue}/export', 'get', { params: { venue }, query: { format } });
      saveBlob(blob, filename ?? `foodcard.${format}`);
      notify('foodcardIo.exported', { type: 'info' });
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  /**
   * The import call of the chosen kind, or its dry run. Sent through apiFetch with the answer
   * typed here, as the dry-run parameter and the answer's `errors` are newer than the generated
   * API types.
   */
  const sendKind = (which: Kind) => async (chosen: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', chosen);
    const url = callUrl(`v1/foodcard/venue/{venue}/${KINDS[which]}`, { params: { venue }, query: dryRun ? { dryRun: true } : undefined });
    const res = await apiFetch<{ data: Omit<Outcome, 'kind'> & { errors?: ImportError[] } }>(url, { method: 'POST', body: form });
    return { kind: which, ...res.data } as Outcome & { errors?: ImportError[] };
  };
  const { preview, outcome } = flow;

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={translate('foodcardIo.menu')} />
      {canExport && (
        <Card component="section" aria-labelledby="foodcard-export-title">
          <CardContent>
            <Typography id="foodcard-export-title" variant="h6" component="h2">{translate('foodcardIo.exportTitle')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('foodcardIo.exportHint')}</Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <MuiButton variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('csv')} disabled={busy}>{translate('foodcardIo.exportCsv')}</MuiButton>
              <MuiButton variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('xlsx')} disabled={busy}>{translate('foodcardIo.exportXlsx')}</MuiButton>
            </Box>
            {exporting && <LinearProgress sx={{ mt: 2 }} aria-label={translate('foodcardIo.exporting')} />}
          </CardContent>
        </Card>
      )}
      <Card component="section" aria-labelledby="foodcard-import-title">
        <CardContent component="form" onSubmit={(e) => flow.check(e, sendKind(kind))} noValidate>
          <Typography id="foodcard-import-title" variant="h6" component="h2">{translate('foodcardIo.importTitle')}</Typography>
          <FormControl sx={{ my: 1 }}>
            <FormLabel id="foodcard-import-kind">{translate('foodcardIo.kind')}</FormLabel>
            <RadioGroup aria-labelledby="foodcard-import-kind" value={kind} onChange={(e) => { setKind(e.target.value as Kind); flow.clear(); }}>
              {(Object.keys(KINDS) as Kind[]).map((k) => (
                <FormControlLabel key={k} value={k} control={<Radio />} label={translate(`foodcardIo.kinds.${k}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`foodcardIo.hints.${kind}`)}</Typography>
          <ImportFileField flow={flow} i18n="foodcardIo" testId="foodcard-import" />
          {/* MUI buttons: react-admin's drop their label on phones, and these need it */}
          <MuiButton type="submit" variant={preview ? 'outlined' : 'contained'} startIcon={<FactCheckIcon />} disabled={busy}>{translate('foodcardIo.check')}</MuiButton>
          <ImportProgress flow={flow} i18n="foodcardIo" />
        </CardContent>
      </Card>
      <ImportPreviewCard flow={flow} i18n="foodcardIo" testId="foodcard-import">
        {preview && (preview.kind === 'foodcard'
          ? <ImportCountsTable created={preview.created} updated={preview.updated} preview />
          : <Typography sx={{ mt: 1 }}>{translate('foodcardIo.willUpdateArticles', { smart_count: preview.updated })}</Typography>)}
      </ImportPreviewCard>
      <Confirm
        isOpen={flow.confirming}
        loading={flow.busy === 'import'}
        title="foodcardIo.confirmTitle"
        content="foodcardIo.confirmContent"
        contentTranslateOptions={{ file: flow.confirmName, venue: selected?.name ?? translate('foodcardIo.thisVenue') }}
        confirm="foodcardIo.import"
        onConfirm={flow.runImport}
        onClose={flow.cancelImport}
      />
      {outcome && (
        <Card data-testid="foodcard-import-result">
          <CardContent>
            <Alert severity="success" onClose={flow.dismissOutcome}>
              {translate('foodcardIo.done')}
              {outcome.kind !== 'foodcard' && <> {translate('foodcardIo.updatedArticles', { smart_count: outcome.updated })}</>}
            </Alert>
            {outcome.kind === 'foodcard' && <ImportCountsTable created={outcome.created} updated={outcome.updated} />}
          </CardContent>
        </Card>
      )}
      <ImportProblems flow={flow} i18n="foodcardIo" testId="foodcard-import" />
      {checkAccess(grant, 'foodcard.sync.external') && <PosImportCard />}
    </Box>
  );
}
