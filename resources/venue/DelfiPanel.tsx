import { Alert, Box, Button, FormControlLabel, IconButton, Switch, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';
import { useGrant } from '../../src/admin/session/useGrant';
import { fromDelfiForm, toDelfiForm, withVenueSettings, type DelfiFormValues } from './delfiForm';

/** Enter in these inputs must not submit the surrounding venue form. */
const noSubmit = (e: KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

type State = { kind: 'loading' } | { kind: 'failed'; code: string } | { kind: 'loaded'; info: Record<string, unknown> | null };
const TEXT_INPUTS = ['deliveryTime', 'deliveryRadius', 'movDelivery', 'deliveryFee', 'deliveryPostalCodes', 'contactName', 'contactPhone', 'contactEmail'] as const;

/**
 * The venue's delivery information at the delivery-information service (spec part 1 §7
 * delfi/venueInfo), on the venue edit's delivery providers tab: read when the tab opens,
 * registered (POST) or changed (PATCH) with its own button; without venue.update it is read-only.
 */
export function DelfiPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const canUpdate = checkAccess(useGrant(), 'venue.update');
  const venue = String(record?.id ?? '');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [values, setValues] = useState<DelfiFormValues>(() => toDelfiForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const t = (k: string, args?: object) => translate(`app.delfi.${k}`, args);

  const codeOf = (e: unknown) => String((e as { body?: { code?: unknown } })?.body?.code ?? '');
  const show = (info: Record<string, unknown> | null) => {
    setState({ kind: 'loaded', info });
    setValues(toDelfiForm(info));
    setErrors({});
  };
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      show((await apiCall('v1/delfi/venueInfo/{venue}', 'get', { params: { venue } })).data as Record<string, unknown> | null);
    } catch (e) {
      setState({ kind: 'failed', code: codeOf(e) });
    }
  }, [venue]);
  useEffect(() => {
    if (venue) void load();
  }, [venue, load]);
  if (!record?.id) return null;

  const save = async () => {
    const { fields, errors: invalid } = fromDelfiForm(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      const registered = state.kind === 'loaded' && state.info !== null;
      const answer = registered
        ? await apiCall('v1/delfi/venueInfo/{venue}', 'patch', { params: { venue }, body: fields })
        : await apiCall('v1/delfi/venueInfo', 'post', { body: { venue, ...fields } });
      show(answer.data as Record<string, unknown>);
      notify('app.delfi.saved', { type: 'success' });
    } catch (e) {
      const key = `app.delfi.errors.${codeOf(e)}`;
      if (translate(key, { _: '' })) notify(key, { type: 'error' });
      else notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const set = (patch: Partial<DelfiFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setTier = (n: number, patch: Partial<DelfiFormValues['tiers'][number]>) => set({ tiers: values.tiers.map((tier, i) => (i === n ? { ...tier, ...patch } : tier)) });
  const errorText = (name: string) => (errors[name] ? translate(errors[name], { _: errors[name] }) : undefined);

  let body;
  if (state.kind === 'loading') body = <Typography variant="body2">{t('loading')}</Typography>;
  else if (state.kind === 'failed') {
    const key = `app.delfi.errors.${state.code}`;
    body = (
      <Alert severity={state.code === 'DELFI_NOT_CONFIGURED' ? 'info' : 'error'} data-testid="delfi-failure" action={<Button color="inherit" onClick={() => void load()}>{t('reload')}</Button>}>
        {translate(key, { _: translate('errors.unknown') })}
      </Alert>
    );
  } else {
    const updatedAt = state.info?.updatedAt;
    body = (
      <>
        {state.info === null && <Alert severity="info" data-testid="delfi-not-registered">{t('notRegistered')}</Alert>}
        {typeof updatedAt === 'string' && <Typography variant="body2" color="text.secondary" data-testid="delfi-updated">{t('updatedAt', { date: new Date(updatedAt).toLocaleString(locale) })}</Typography>}
        {!canUpdate && <Typography variant="body2" color="text.secondary">{t('readOnly')}</Typography>}
        <FormControlLabel control={<Switch checked={values.deliveryEnabled} onChange={(e) => set({ deliveryEnabled: e.target.checked })} disabled={!canUpdate} />} label={t('deliveryEnabled')} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, rowGap: 2 }}>
          {TEXT_INPUTS.map((name) => (
            <TextField
              key={name}
              label={t(name)}
              size="small"
              value={values[name]}
              onChange={(e) => set({ [name]: e.target.value })}
              disabled={!canUpdate}
              error={!!errors[name]}
              helperText={errorText(name) ?? ' '}
              slotProps={{ htmlInput: { inputMode: ['deliveryTime', 'deliveryRadius', 'movDelivery', 'deliveryFee'].includes(name) ? 'decimal' : undefined } }}
            />
          ))}
        </Box>
        <Typography variant="subtitle2">{t('tiers')}</Typography>
        {values.tiers.map((tier, n) => (
          <Box key={n} sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', md: 'repeat(2, minmax(0, 240px)) auto' }, justifyContent: 'start', columnGap: 1, alignItems: 'flex-start' }}>
            <TextField label={t('tierFrom')} size="small" value={tier.from} onChange={(e) => setTier(n, { from: e.target.value })} disabled={!canUpdate} error={!!errors[`tiers.${n}`]} helperText={errorText(`tiers.${n}`) ?? ' '} />
            <TextField label={t('tierFee')} size="small" value={tier.fee} onChange={(e) => setTier(n, { fee: e.target.value })} disabled={!canUpdate} helperText=" " />
            {canUpdate && (
              <IconButton aria-label={t('removeTier', { n: n + 1 })} onClick={() => set({ tiers: values.tiers.filter((_, i) => i !== n) })}>
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        ))}
        {canUpdate && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={() => set({ tiers: [...values.tiers, { from: '', fee: '' }] })}>{t('addTier')}</Button>
            <Button onClick={() => setValues((v) => withVenueSettings(v, record))}>{t('fromVenue')}</Button>
          </Box>
        )}
        {canUpdate && (
          <Box>
            <Button variant="contained" onClick={save} disabled={busy}>{state.info === null ? t('register') : t('save')}</Button>
          </Box>
        )}
      </>
    );
  }
  return (
    <Box component="section" aria-label={t('title')} data-testid="delfi" onKeyDown={noSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 1200, mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, boxSizing: 'border-box' }}>
      <Typography variant="h6" component="h2">{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('explain')}</Typography>
      {body}
    </Box>
  );
}
