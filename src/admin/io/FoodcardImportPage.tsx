import { useRef, useState, type FormEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button as MuiButton, Card, CardContent, FormControl, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup,
  Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { Button, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { saveBlob } from '../downloads/saveBlob';
import { apiCall, apiFile } from '../providers/apiCall';
import type { ApiErrorBody } from '../providers/httpClient';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useNotifyError } from '../providers/useNotifyError';
import { importRefusal } from './importRefusal';

/** The three imports of the foodcard and their calls (README "Spec decisions"). */
const KINDS = { foodcard: 'import', nutrition: 'import/nutrition', articlesInfo: 'import/articles-info' } as const;
type Kind = keyof typeof KINDS;
const ROW_KINDS = ['category', 'option', 'article', 'optionArticle'] as const;
type Counts = Record<(typeof ROW_KINDS)[number], number>;
type Outcome = { kind: 'foodcard'; created: Counts; updated: Counts } | { kind: 'nutrition' | 'articlesInfo'; updated: number };

/**
 * /foodcard "Foodcard import" (spec part 2 §2: foodcard.import, venue): the selected venue's
 * foodcard as a CSV or XLSX download (with foodcard.export), and the foodcard, nutrition and
 * article-info imports. A rejected file lists every error with its line; the server wrote
 * nothing then. A file over the import limits, or a second import while one of the user's runs,
 * is refused as a whole with its own message.
 */
export function FoodcardImportPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const grant = useGrant();
  const { venueId } = useSelectedVenue();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<Kind>('foodcard');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rowErrors, setRowErrors] = useState<{ path: string; message: string }[] | null>(null);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setRowErrors(null);
    setRefused(null);
    if (!file) {
      setMissingFile(true);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setBusy('import');
    try {
      const res = await apiCall(`v1/foodcard/venue/{venue}/${KINDS[kind]}`, 'post', { params: { venue }, body: form });
      setOutcome({ kind, ...res.data } as Outcome);
      notify('foodcardIo.done', { type: 'info' });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      const body = (error as { body?: ApiErrorBody })?.body;
      const refusal = importRefusal(body);
      if (refusal) setRefused(translate(refusal.key, { limit: refusal.limit?.toLocaleString(locale) }));
      else if (body?.fieldErrors?.length) setRowErrors(body.fieldErrors);
      else notifyError(error);
    } finally {
      setBusy(null);
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
              <Button label={translate('foodcardIo.exportCsv')} variant="outlined" onClick={() => download('csv')} disabled={!!busy}><DownloadIcon /></Button>
              <Button label={translate('foodcardIo.exportXlsx')} variant="outlined" onClick={() => download('xlsx')} disabled={!!busy}><DownloadIcon /></Button>
            </Box>
            {busy === 'export' && <LinearProgress sx={{ mt: 2 }} aria-label={translate('foodcardIo.exporting')} />}
          </CardContent>
        </Card>
      )}
      <Card component="section" aria-labelledby="foodcard-import-title">
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography id="foodcard-import-title" variant="h6" component="h2">{translate('foodcardIo.importTitle')}</Typography>
          <FormControl sx={{ my: 1 }}>
            <FormLabel id="foodcard-import-kind">{translate('foodcardIo.kind')}</FormLabel>
            <RadioGroup aria-labelledby="foodcard-import-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
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
                  }}
                />
              </MuiButton>
              <Typography variant="body2" data-testid="foodcard-import-file">{file ? file.name : translate('foodcardIo.noFile')}</Typography>
            </Box>
            {missingFile && !file && <FormHelperText>{translate('foodcardIo.fileRequired')}</FormHelperText>}
          </FormControl>
          <Button type="submit" label={translate('foodcardIo.import')} variant="contained" disabled={!!busy}><UploadFileIcon /></Button>
          {busy === 'import' && (
            <Box sx={{ mt: 2 }}>
              <LinearProgress aria-label={translate('foodcardIo.importing')} />
              <Typography variant="body2" sx={{ mt: 1 }}>{translate('foodcardIo.importing')}</Typography>
            </Box>
          )}
        </CardContent>
      </Card>
      {outcome && (
        <Alert severity="success" onClose={() => setOutcome(null)} data-testid="foodcard-import-result">
          {outcome.kind === 'foodcard' ? (
            <>
              {translate('foodcardIo.done')}
              <Table size="small" sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell />
                    <TableCell align="right">{translate('foodcardIo.created')}</TableCell>
                    <TableCell align="right">{translate('foodcardIo.updated')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ROW_KINDS.map((k) => (
                    <TableRow key={k}>
                      <TableCell>{translate(`foodcardIo.rows.${k}`)}</TableCell>
                      <TableCell align="right">{outcome.created[k]}</TableCell>
                      <TableCell align="right">{outcome.updated[k]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : translate('foodcardIo.updatedArticles', { smart_count: outcome.updated })}
        </Alert>
      )}
      {refused && (
        <Alert severity="error" onClose={() => setRefused(null)} data-testid="foodcard-import-refused">{refused}</Alert>
      )}
      {rowErrors && (
        <Alert severity="error" onClose={() => setRowErrors(null)} data-testid="foodcard-import-errors">
          {translate('foodcardIo.failed', { smart_count: rowErrors.length })}
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('foodcardIo.place')}</TableCell>
                <TableCell>{translate('foodcardIo.problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rowErrors.map((e, i) => (
                <TableRow key={`${e.path}-${i}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.path}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Alert>
      )}
    </Box>
  );
}
