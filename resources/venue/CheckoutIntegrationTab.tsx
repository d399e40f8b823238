import { Autocomplete, Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { checkoutIntegrationFields } from '../../schemas/_fragments/checkoutIntegration';
import { checkAccess } from '../../src/core/permissions';
import { apiCall } from '../../src/admin/providers/apiCall';
import type { ServerFieldError } from '../../src/admin/providers/fieldErrorMessage';
import { useFieldErrorText } from '../../src/admin/providers/useFieldErrorText';
import { useGrant } from '../../src/admin/session/useGrant';
import { FIELD_NAMES, toFormValues, toPayload, type FieldName, type FormValues } from './integrationForm';

interface Integration {
  integrationType: string;
  payload: Record<string, unknown>;
}

/** Enter in these plain inputs must not submit the surrounding venue form. */
const noSubmit = (e: KeyboardEvent) => {
  if (e.key === 'Enter' && !(e.target as HTMLElement).matches('textarea')) e.preventDefault();
};

/**
 * The venue's checkout integration properties (spec part 1 §3, §7): pick (or name) an
 * integration type, its properties load into a form of the spec's fields, and save with their
 * own button through setCheckoutIntegration. Keys the form does not show are kept.
 */
export function CheckoutIntegrationTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const fieldErrorText = useFieldErrorText();
  const notify = useNotify();
  const grant = useGrant();
  const canUpdate = checkAccess(grant, 'venue.checkoutIntegration.update');
  const stored = (record?.checkoutIntegration ?? {}) as Record<string, Record<string, unknown>>;
  const first = Object.keys(stored)[0] ?? '';
  const [type, setType] = useState(first);
  const [loaded, setLoaded] = useState<Record<string, unknown>>(() => stored[first] ?? {});
  const [values, setValues] = useState<FormValues>(() => toFormValues(stored[first] ?? {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;
  const t = (k: string, args?: object) => translate(`screens.checkout.${k}`, args);
  const fieldLabel = (name: FieldName) => t(`fields.${name}`);

  const show = (data: Integration) => {
    setLoaded(data.payload);
    setValues(toFormValues(data.payload));
    setErrors({});
  };
  const failed = (e: unknown) => {
    const err = e as { body?: { fieldErrors?: ServerFieldError[] }; message?: string };
    if (err.body?.fieldErrors?.length) setErrors(Object.fromEntries(err.body.fieldErrors.map((f) => [f.path.replace(/^payload\./, ''), fieldErrorText(f)])));
    else notify(err.message || 'errors.unknown', { type: 'error', messageArgs: { _: err.message } });
  };
  const load = async (name = type) => {
    if (!name.trim()) return setErrors({ integrationType: t('typeRequired') });
    setBusy(true);
    try {
      show((await apiCall('v1/general/venue/{venue}/getCheckoutIntegration', 'get', { params: { venue: String(record.id) }, query: { integrationType: name.trim() } })).data);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!type.trim()) return setErrors({ integrationType: t('typeRequired') });
    const { payload, errors: invalid } = toPayload(values, loaded);
    if (Object.keys(invalid).length) {
      return setErrors(Object.fromEntries(Object.entries(invalid).map(([k, key]) => [k, translate(key, { _: key })])));
    }
    setBusy(true);
    try {
      show((await apiCall('v1/general/venue/{venue}/setCheckoutIntegration', 'patch', { params: { venue: String(record.id) }, body: { integrationType: type.trim(), payload } })).data);
      notify('screens.checkout.saved', { type: 'success' });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const set = (name: FieldName, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 1200 }} onKeyDown={noSubmit} data-testid="checkout-integration">
      <Typography variant="body2" color="text.secondary">{t('explain')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Autocomplete
          freeSolo
          options={Object.keys(stored)}
          value={type}
          onInputChange={(_e, v) => setType(v)}
          // picking a stored type loads its properties at once
          onChange={(_e, v) => typeof v === 'string' && v && void load(v)}
          sx={{ width: 320, maxWidth: '100%' }}
          renderInput={(params) => (
            <TextField {...params} label={t('integrationType')} size="small" error={!!errors.integrationType} helperText={errors.integrationType ?? t('typeHint')} slotProps={{ htmlInput: { ...params.inputProps, maxLength: 50 } }} />
          )}
        />
        <Button variant="outlined" onClick={() => load()} disabled={busy}>{t('load')}</Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, rowGap: 1 }}>
        {FIELD_NAMES.map((name) => {
          const spec = checkoutIntegrationFields[name] as { type: string; format?: string };
          if (spec.type === 'boolean') {
            return (
              <FormControlLabel
                key={name}
                control={<Switch checked={values[name] === true} onChange={(e) => set(name, e.target.checked)} disabled={!canUpdate} />}
                label={fieldLabel(name)}
              />
            );
          }
          const hint = spec.type === 'integer' ? t('minutes') : spec.format === 'csvList' ? t('commaSeparated') : ' ';
          return (
            <TextField
              key={name}
              name={`checkout.${name}`}
              label={fieldLabel(name)}
              size="small"
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
              disabled={!canUpdate}
              type={spec.type === 'integer' ? 'number' : spec.format === 'httpUrl' ? 'url' : 'text'}
              error={!!errors[name]}
              helperText={errors[name] ?? hint}
            />
          );
        })}
      </Box>
      {canUpdate && (
        <Box>
          <Button variant="contained" onClick={save} disabled={busy}>{t('save')}</Button>
        </Box>
      )}
    </Box>
  );
}
