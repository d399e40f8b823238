import { useRef, useState, type FormEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button as MuiButton, Card, CardContent, FormControl, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup, Typography,
} from '@mui/material';
import { Confirm, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { saveBlob } from '../downloads/saveBlob';
import { apiFile } from '../providers/apiCall';
import { callUrl } from '../providers/callUrl';
import { apiFetch, type ApiErrorBody } from '../providers/httpClient';
import { useNotifyError } from '../providers/useNotifyError';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useGrant } from '../session/useGrant';
import { ImportCountsTable, type Counts } from './ImportCountsTable';
import { ImportErrorTable } from './ImportErrorTable';
import type { ImportError } from './importErrorText';
import { importRefusal } from './importRefusal';

/** The three imports of the foodcard and their calls (README "Spec decisions"). */
const KINDS = { foodcard: 'import', nutrition: 'import/nutrition', articlesInfo: 'import/articles-info' } as const;
type Kind = keyof typeof KINDS;
type Outcome = { kind: 'foodcard'; created: Counts; updated: Counts } | { kind: 'nutrition' | 'articlesInfo'; updated: number };
type Preview = Outcome & { file: File; errors: ImportError[] };

/**
 * /foodcard "Foodcard import" (spec part 2 §2: foodcard.import, venue): the selected venue's
 * foodcard as a CSV or XLSX download (with foodcard.export), and the foodcard, nutrition and
 * article-info imports. An import is first checked by the server's dry run: the preview says
 * what would be created and updated, or lists every error with its line; only a clean file can
 * then be imported, after a confirmation (an import cannot be undone). A file over the import
 * limits, or a second import while one of the user's runs, is refused with its own message.
 */
export function FoodcardImportPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const grant = useGrant();
  const { venueId, venue: selected } = useSelectedVenue();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<Kind>('foodcard');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [busy, setBusy] = useState<'export' | 'check' | 'import' | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** the file the confirmation names, kept while the dialog fades out */
  const [confirmName, setConfirmName] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportError[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const canExport = checkAccess(grant, 'foodcard.export');
  // the page is shown with a venue selected (needsVenue); without one the call answers 404
  const venue = venueId ?? '';

  const download = async (format: 'csv' | 'xlsx') => {
    setBusy('export');
    try {
      const { blob, filename } = await apiFile('v1/foodcard/venue/{venue}/export', 'get', { params: { venue }, query: { format } });
      saveBlob(blob, filename ?? `foodcard.${format}`);
      notify('foodcardIo.exported', { type: 'info' });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const clear = () => {
    setPreview(null);
    setOutcome(null);
    setRowErrors(null);
    setRefused(null);
  };

  /** The refusals and errors of a failed call; false when it was something else, notified. */
  const failed = (error: unknown) => {
    const body = (error as { body?: ApiErrorBody })?.body;
    const refusal = importRefusal(body);
    if (refusal) setRefused(translate(refusal.key, { limit: refusal.limit?.toLocaleString(locale) }));
    else if (Array.isArray(body?.fieldErrors) && body.fieldErrors.length) setRowErrors(body.fieldErrors as ImportError[]);
    else notifyError(error);
  };

  /**
   * The import call, or its dry run. Sent through apiFetch with the answer typed here, as the
   * dry-run parameter and the answer's `errors` are newer than the generated API types.
   */
  const send = (chosen: File, which: Kind, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', chosen);
    const url = callUrl(`v1/foodcard/venue/{venue}/${KINDS[which]}`, { params: { venue }, query: dryRun ? { dryRun: true } : undefined });
    return apiFetch<{ data: Omit<Outcome, 'kind'> & { errors?: ImportError[] } }>(url, { method: 'POST', body: form });
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setBusy('check');
    try {
      const res = await send(file, kind, true);
      setPreview({ kind, file, ...res.data, errors: res.data.errors ?? [] } as Preview);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!preview) return;
    setBusy('import');
    try {
      const res = await send(preview.file, preview.kind, false);
      setPreview(null);
      setOutcome({ kind: preview.kind, ...res.data } as Outcome);
      notify('foodcardIo.done', { type: 'info' });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setPreview(null);
      failed(error);
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={translate('foodcardIo.menu')} />
      {canExport && (
        <Card component="section" aria-labelledby="foodcard-export-title">
          <CardContent>
            <Typography id="foodcard-export-title" variant="h6" component="h2">{translate('foodcardIo.exportTitle')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('foodcardIo.exportHint')}</Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <MuiButton variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('csv')} disabled={!!busy}>{translate('foodcardIo.exportCsv')}</MuiButton>
              <MuiButton variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('xlsx')} disabled={!!busy}>{translate('foodcardIo.exportXlsx')}</MuiButton>
            </Box>
            {busy === 'export' && <LinearProgress sx={{ mt: 2 }} aria-label={translate('foodcardIo.exporting')} />}
          </CardContent>
        </Card>
      )}
      <Card component="section" aria-labelledby="foodcard-import-title">
        <CardContent component="form" onSubmit={check} noValidate>
          <Typography id="foodcard-import-title" variant="h6" component="h2">{translate('foodcardIo.importTitle')}</Typography>
          <FormControl sx={{ my: 1 }}>
            <FormLabel id="foodcard-import-kind">{translate('foodcardIo.kind')}</FormLabel>
            <RadioGroup aria-labelledby="foodcard-import-kind" value={kind} onChange={(e) => { setKind(e.target.value as Kind); clear(); }}>
              {(Object.keys(KINDS) as Kind[]).map((k) => (
                <FormControlLabel key={k} value={k} control={<Radio />} label={translate(`foodcardIo.kinds.${k}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`foodcardIo.hints.${kind}`)}</Typography>
          <FormControl error={missingFile && !file} sx={{ display: 'block', mb: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <MuiButton component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {translate('foodcardIo.chooseFile')}
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label={translate('foodcardIo.file')}
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setMissingFile(false);
                    clear();
                  }}
                />
              </MuiButton>
              <Typography variant="body2" data-testid="foodcard-import-file" sx={{ wordBreak: 'break-all' }}>{file ? file.name : translate('foodcardIo.noFile')}</Typography>
            </Box>
            {missingFile && !file && <FormHelperText>{translate('foodcardIo.fileRequired')}</FormHelperText>}
          </FormControl>
          {/* MUI buttons: react-admin's drop their label on phones, and these need it */}
          <MuiButton type="submit" variant={preview ? 'outlined' : 'contained'} startIcon={<FactCheckIcon />} disabled={!!busy}>{translate('foodcardIo.check')}</MuiButton>
          {(busy === 'check' || busy === 'import') && (
            <Box sx={{ mt: 2 }} role="status">
              <LinearProgress aria-label={translate(busy === 'check' ? 'foodcardIo.checking' : 'foodcardIo.importing')} />
              <Typography variant="body2" sx={{ mt: 1 }}>{translate(busy === 'check' ? 'foodcardIo.checking' : 'foodcardIo.importing')}</Typography>
            </Box>
          )}
        </CardContent>
      </Card>
      {preview && (
        <Card component="section" aria-labelledby="foodcard-preview-title" data-testid="foodcard-import-preview">
          <CardContent>
            <Typography id="foodcard-preview-title" variant="h6" component="h2">{translate('foodcardIo.previewTitle')}</Typography>
            {preview.errors.length ? (
              <Box data-testid="foodcard-import-errors">
                <Alert severity="error" sx={{ mt: 1 }}>{translate('foodcardIo.previewFailed', { smart_count: preview.errors.length })}</Alert>
                <ImportErrorTable errors={preview.errors} />
              </Box>
            ) : (
              <Alert severity="info" sx={{ mt: 1 }}>{translate('foodcardIo.previewReady')}</Alert>
            )}
            {preview.kind === 'foodcard'
              ? <ImportCountsTable created={preview.created} updated={preview.updated} preview />
              : <Typography sx={{ mt: 1 }}>{translate('foodcardIo.willUpdateArticles', { smart_count: preview.updated })}</Typography>}
            {!preview.errors.length && (
              <Box sx={{ mt: 2 }}>
                <MuiButton variant="contained" startIcon={<UploadFileIcon />} onClick={() => { setConfirmName(preview.file.name); setConfirming(true); }} disabled={!!busy}>{translate('foodcardIo.import')}</MuiButton>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={confirming}
        loading={busy === 'import'}
        title="foodcardIo.confirmTitle"
        content="foodcardIo.confirmContent"
        contentTranslateOptions={{ file: confirmName, venue: selected?.name ?? translate('foodcardIo.thisVenue') }}
        confirm="foodcardIo.import"
        onConfirm={runImport}
        onClose={() => setConfirming(false)}
      />
      {outcome && (
        <Card data-testid="foodcard-import-result">
          <CardContent>
            <Alert severity="success" onClose={() => setOutcome(null)}>
              {translate('foodcardIo.done')}
              {outcome.kind !== 'foodcard' && <> {translate('foodcardIo.updatedArticles', { smart_count: outcome.updated })}</>}
            </Alert>
            {outcome.kind === 'foodcard' && <ImportCountsTable created={outcome.created} updated={outcome.updated} />}
          </CardContent>
        </Card>
      )}
      {refused && (
        <Alert severity="error" onClose={() => setRefused(null)} data-testid="foodcard-import-refused">{refused}</Alert>
      )}
      {rowErrors && (
        <Card data-testid="foodcard-import-errors">
          <CardContent>
            <Alert severity="error" onClose={() => setRowErrors(null)}>{translate('foodcardIo.failed', { smart_count: rowErrors.length })}</Alert>
            <ImportErrorTable errors={rowErrors} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
