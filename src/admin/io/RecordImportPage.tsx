import { use } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Alert, Box, Button as MuiButton, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ForbiddenInLayout } from '../pages/ForbiddenInLayout';
import { Confirm, Title, useTranslate } from 'react-admin';
import { checkAccess, type AccessRule } from '../../core/permissions';
import { catalogueReady } from '../i18n/loadI18nProvider';
import { callUrl } from '../providers/callUrl';
import { apiFetch } from '../providers/httpClient';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useGrant } from '../session/useGrant';
import { ImportFileField } from './ImportFileField';
import type { ImportError } from './importErrorText';
import { ImportPreviewCard } from './ImportPreviewCard';
import { ImportProblems } from './ImportProblems';
import { ImportProgress } from './ImportProgress';
import { useImportFlow } from './useImportFlow';

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
  // the import texts every import page shares (rows, errors, refusals) load with the first one
  use(catalogueReady('imports'));
  const translate = useTranslate();
  const grant = useGrant();
  const { venueId, venue: selected } = useSelectedVenue();
  const flow = useImportFlow<Counts>('recordIo');
  const t = (key: string, options?: Record<string, unknown>) => translate(`recordIo.${key}`, options);
  const own = (key: string, options?: Record<string, unknown>) => translate(`recordIo.${kind}.${key}`, options);

  if (grant && !checkAccess(grant, access)) return <ForbiddenInLayout />;

  const send = async (chosen: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', chosen);
    const url = callUrl(call, { params: { venue: venueId ?? '' }, query: dryRun ? { dryRun: true } : undefined });
    const res = await apiFetch<{ data: Counts & { errors?: ImportError[] } }>(url, { method: 'POST', body: form });
    return { created: res.data.created, updated: res.data.updated, errors: res.data.errors };
  };
  const { preview, outcome } = flow;

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={own('title')} />
      <Card component="section" aria-labelledby="record-import-title">
        <CardContent component="form" onSubmit={(e) => flow.check(e, send)} noValidate>
          <Typography id="record-import-title" variant="h6" component="h2">{own('title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>{own('hint')}</Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('columns')} <Box component="code" sx={{ overflowWrap: 'anywhere' }} data-testid="record-import-columns">{columns.join(';')}</Box>
          </Typography>
          <ImportFileField flow={flow} i18n="recordIo" testId="record-import" />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <MuiButton type="submit" variant={preview ? 'outlined' : 'contained'} startIcon={<FactCheckIcon />} disabled={!!flow.busy}>{t('check')}</MuiButton>
            <MuiButton component={Link} to={back} startIcon={<ArrowBackIcon />}>{own('back')}</MuiButton>
          </Box>
          <ImportProgress flow={flow} i18n="recordIo" />
        </CardContent>
      </Card>
      <ImportPreviewCard flow={flow} i18n="recordIo" testId="record-import">
        {preview && (
          <Typography sx={{ mt: 1 }} data-testid="record-import-will">
            {own('willCreate', { smart_count: preview.created })} {own('willUpdate', { smart_count: preview.updated })}
          </Typography>
        )}
      </ImportPreviewCard>
      <Confirm
        isOpen={flow.confirming}
        loading={flow.busy === 'import'}
        title="recordIo.confirmTitle"
        content={`recordIo.${kind}.confirm`}
        contentTranslateOptions={{ file: flow.confirmName, venue: selected?.name ?? t('thisVenue') }}
        confirm="recordIo.import"
        onConfirm={flow.runImport}
        onClose={flow.cancelImport}
      />
      {outcome && (
        <Alert severity="success" onClose={flow.dismissOutcome} data-testid="record-import-result">
          {t('done')} {own('created', { smart_count: outcome.created })} {own('updated', { smart_count: outcome.updated })}
        </Alert>
      )}
      <ImportProblems flow={flow} i18n="recordIo" testId="record-import" />
    </Box>
  );
}
