import { useRef, useState, type FormEvent } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button as MuiButton, Card, CardContent, FormControl, FormHelperText, LinearProgress, Typography } from '@mui/material';
import { Link, Navigate } from 'react-router-dom';
import { Confirm, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { checkAccess, type AccessRule } from '../../core/permissions';
import { callUrl } from '../providers/callUrl';
import { apiFetch, type ApiErrorBody } from '../providers/httpClient';
import { useNotifyError } from '../providers/useNotifyError';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useGrant } from '../session/useGrant';
import { ImportErrorTable } from './ImportErrorTable';
import type { ImportError } from './importErrorText';
import { importRefusal } from './importRefusal';

/** What one import (or its dry run) answers (README "Spec decisions"). */
interface Counts {
  created: number;
  updated: number;
}

export interface RecordImportPageProps {
  /** the entity the file holds: texts are `recordIo.<kind>.*` */
  kind: 'customer' | 'seasonPass';
  /** the import call, with `{venue}` */
  call: string;
  access: AccessRule;
  /** the file's columns, shown as the expected header */
  columns: readonly string[];
  /** the list the page returns to */
  back: string;
}

/**
 * A flat record import into the selected venue (customers, season passes): a CSV file is first
 * checked by the server's dry run, which says how many records would be added and updated or
 * lists every error with its line and column in the reader's language; only a clean file can
 * then be imported, after a confirmation. A refused file changes nothing.
 */
export function RecordImportPage({ kind, call, access, columns, back }: RecordImportPageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const grant = useGrant();
  const { venueId, venue: selected } = useSelectedVenue();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [preview, setPreview] = useState<(Counts & { file: File; errors: ImportError[] }) | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Counts | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportError[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`recordIo.${key}`, options);
  const own = (key: string, options?: Record<string, unknown>) => translate(`recordIo.${kind}.${key}`, options);

  if (grant && !checkAccess(grant, access)) return <Navigate to="/401" replace />;

  const clear = () => {
    setPreview(null);
    setOutcome(null);
    setRowErrors(null);
    setRefused(null);
  };

  /** The refusals and errors of a failed call; anything else is notified. */
  const failed = (error: unknown) => {
    const body = (error as { body?: ApiErrorBody })?.body;
    const refusal = importRefusal(body);
    if (refusal) setRefused(translate(refusal.key, { limit: refusal.limit?.toLocaleString(locale) }));
    else if (Array.isArray(body?.fieldErrors) && body.fieldErrors.length) setRowErrors(body.fieldErrors as ImportError[]);
    else notifyError(error);
  };

  const send = (chosen: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', chosen);
    const url = callUrl(call, { params: { venue: venueId ?? '' }, query: dryRun ? { dryRun: true } : undefined });
    return apiFetch<{ data: Counts & { errors?: ImportError[] } }>(url, { method: 'POST', body: form });
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
      const res = await send(file, true);
      setPreview({ file, created: res.data.created, updated: res.data.updated, errors: res.data.errors ?? [] });
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
      const res = await send(preview.file, false);
      setPreview(null);
      setOutcome({ created: res.data.created, updated: res.data.updated });
      notify('recordIo.done', { type: 'info' });
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
      <Title title={own('title')} />
      <Card component="section" aria-labelledby="record-import-title">
        <CardContent component="form" onSubmit={check} noValidate>
          <Typography id="record-import-title" variant="h6" component="h2">{own('title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>{own('hint')}</Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('columns')} <Box component="code" sx={{ overflowWrap: 'anywhere' }} data-testid="record-import-columns">{columns.join(';')}</Box>
          </Typography>
          <FormControl error={missingFile && !file} sx={{ display: 'block', mb: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <MuiButton component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {t('chooseFile')}
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label={t('file')}
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setMissingFile(false);
                    clear();
                  }}
                />
              </MuiButton>
              <Typography variant="body2" data-testid="record-import-file" sx={{ wordBreak: 'break-all' }}>{file ? file.name : t('noFile')}</Typography>
            </Box>
            {missingFile && !file && <FormHelperText>{t('fileRequired')}</FormHelperText>}
          </FormControl>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <MuiButton type="submit" variant={preview ? 'outlined' : 'contained'} startIcon={<FactCheckIcon />} disabled={!!busy}>{t('check')}</MuiButton>
            <MuiButton component={Link} to={back} startIcon={<ArrowBackIcon />}>{own('back')}</MuiButton>
          </Box>
          {busy && (
            <Box sx={{ mt: 2 }} role="status">
              <LinearProgress aria-label={t(busy === 'check' ? 'checking' : 'importing')} />
              <Typography variant="body2" sx={{ mt: 1 }}>{t(busy === 'check' ? 'checking' : 'importing')}</Typography>
            </Box>
          )}
        </CardContent>
      </Card>
      {preview && (
        <Card component="section" aria-labelledby="record-preview-title" data-testid="record-import-preview">
          <CardContent>
            <Typography id="record-preview-title" variant="h6" component="h2">{t('previewTitle')}</Typography>
            {preview.errors.length ? (
              <Box data-testid="record-import-errors">
                <Alert severity="error" sx={{ mt: 1 }}>{t('previewFailed', { smart_count: preview.errors.length })}</Alert>
                <ImportErrorTable errors={preview.errors} />
              </Box>
            ) : (
              <Alert severity="info" sx={{ mt: 1 }}>{t('previewReady')}</Alert>
            )}
            <Typography sx={{ mt: 1 }} data-testid="record-import-will">
              {own('willCreate', { smart_count: preview.created })} {own('willUpdate', { smart_count: preview.updated })}
            </Typography>
            {!preview.errors.length && (
              <Box sx={{ mt: 2 }}>
                <MuiButton variant="contained" startIcon={<UploadFileIcon />} onClick={() => setConfirming(true)} disabled={!!busy}>{t('import')}</MuiButton>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={confirming}
        loading={busy === 'import'}
        title="recordIo.confirmTitle"
        content={`recordIo.${kind}.confirm`}
        contentTranslateOptions={{ file: preview?.file.name ?? '', venue: selected?.name ?? t('thisVenue') }}
        confirm="recordIo.import"
        onConfirm={runImport}
        onClose={() => setConfirming(false)}
      />
      {outcome && (
        <Alert severity="success" onClose={() => setOutcome(null)} data-testid="record-import-result">
          {t('done')} {own('created', { smart_count: outcome.created })} {own('updated', { smart_count: outcome.updated })}
        </Alert>
      )}
      {refused && <Alert severity="error" onClose={() => setRefused(null)} data-testid="record-import-refused">{refused}</Alert>}
      {rowErrors && (
        <Card data-testid="record-import-errors">
          <CardContent>
            <Alert severity="error" onClose={() => setRowErrors(null)}>{t('failed', { smart_count: rowErrors.length })}</Alert>
            <ImportErrorTable errors={rowErrors} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
