import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useGrant } from '../../src/admin/session/useGrant';

interface Integration {
  integrationType: string;
  payload: Record<string, unknown>;
}

/** Enter in these plain inputs must not submit the surrounding venue form. */
const noSubmit = (e: KeyboardEvent) => {
  if (e.key === 'Enter' && !(e.target as HTMLElement).matches('textarea')) e.preventDefault();
};

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const v = text.trim() ? JSON.parse(text) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * The venue's checkout integration properties (spec part 1 §3, §7): per integration type a free
 * payload, read and written through getCheckoutIntegration / setCheckoutIntegration. Its inputs
 * are not part of the venue form: they save with their own button.
 */
export function CheckoutIntegrationTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const canUpdate = checkAccess(grant, 'venue.checkoutIntegration.update');
  const stored = (record?.checkoutIntegration ?? {}) as Record<string, Record<string, unknown>>;
  const first = Object.keys(stored)[0] ?? '';
  const [type, setType] = useState(first);
  const [json, setJson] = useState(() => JSON.stringify(withoutTenders(stored[first] ?? {}), null, 2));
  const [tenders, setTenders] = useState(() => String(stored[first]?.excludedTenders ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;
  const t = (k: string) => translate(`app.venueEdit.checkoutIntegration.${k}`);

  const show = (data: Integration) => {
    setJson(JSON.stringify(withoutTenders(data.payload), null, 2));
    setTenders(String(data.payload.excludedTenders ?? ''));
    setErrors({});
  };
  const failed = (e: unknown) => {
    const err = e as { body?: { fieldErrors?: { path: string; message: string }[] }; message?: string };
    if (err.body?.fieldErrors?.length) setErrors(Object.fromEntries(err.body.fieldErrors.map((f) => [f.path, f.message])));
    else notify(err.message || 'errors.unknown', { type: 'error', messageArgs: { _: err.message } });
  };
  const load = async () => {
    if (!type.trim()) return setErrors({ integrationType: t('typeRequired') });
    setBusy(true);
    try {
      show((await apiCall('v1/general/venue/{venue}/getCheckoutIntegration', 'get', { params: { venue: String(record.id) }, query: { integrationType: type.trim() } })).data);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    const payload = parseObject(json);
    if (!type.trim()) return setErrors({ integrationType: t('typeRequired') });
    if (!payload) return setErrors({ payload: t('invalidJson') });
    if (tenders.trim()) payload.excludedTenders = tenders.trim();
    setBusy(true);
    try {
      show((await apiCall('v1/general/venue/{venue}/setCheckoutIntegration', 'patch', { params: { venue: String(record.id) }, body: { integrationType: type.trim(), payload } })).data);
      notify('app.venueEdit.checkoutIntegration.saved', { type: 'success' });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 900 }} onKeyDown={noSubmit} data-testid="checkout-integration">
      <Typography variant="body2" color="text.secondary">{t('explain')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('integrationType')} size="small" value={type} onChange={(e) => setType(e.target.value)}
          error={!!errors.integrationType} helperText={errors.integrationType ?? ' '} slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <Button variant="outlined" onClick={load} disabled={busy}>{t('load')}</Button>
      </Box>
      <TextField
        label={t('payload')} multiline minRows={6} value={json} onChange={(e) => setJson(e.target.value)} disabled={!canUpdate}
        error={!!errors.payload} helperText={errors.payload ?? ' '} slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
      />
      <TextField
        label={t('excludedTenders')} size="small" value={tenders} onChange={(e) => setTenders(e.target.value)} disabled={!canUpdate}
        error={!!errors['payload.excludedTenders']} helperText={errors['payload.excludedTenders'] ?? ' '}
      />
      {canUpdate && (
        <Box>
          <Button variant="contained" onClick={save} disabled={busy}>{t('save')}</Button>
        </Box>
      )}
    </Box>
  );
}

function withoutTenders(payload: Record<string, unknown>): Record<string, unknown> {
  const { excludedTenders: _, ...rest } = payload;
  return rest;
}
