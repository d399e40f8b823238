import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Autocomplete, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { useVenueAction } from './useVenueAction';

/**
 * Copies one checkout integration type of this venue to another venue
 * (PATCH general/venue/checkoutIntegration/copy, spec part 1 §7): pick the type and the target, then copy.
 */
export function CopyCheckoutIntegrationButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const { run, busy } = useVenueAction();
  const [open, setOpen] = useState(false);
  const types = Object.keys((record?.checkoutIntegration ?? {}) as object);
  const [type, setType] = useState('');
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const { data: venues = [] } = useGetList('venue', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } }, { enabled: open });
  if (!record || !checkAccess(grant, 'venue.checkoutIntegration.update')) return null;
  const t = (k: string, args: object = {}) => translate(`app.venueControls.${k}`, { name: record.name, ...args });
  const chosenType = type || types[0] || '';
  const copy = async () => {
    if (!target || !chosenType) return;
    const done = await run('copyCheckoutIntegration', { body: { from: String(record.id), to: target.id, integrationType: chosenType } });
    if (done) {
      notify(t('copyCheckoutDone', { type: chosenType }), { type: 'success' });
      setOpen(false);
    }
  };
  const options = venues.filter((v) => v.id !== record.id).map((v) => ({ id: String(v.id), name: `${v.name} (${v.readableId})` }));
  return (
    <>
      <Button label={t('copyCheckout')} onClick={() => setOpen(true)} data-testid="venue-copyCheckout">
        <ContentCopyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('copyCheckoutTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {types.length === 0 ? (
            <Typography>{t('copyCheckoutNone')}</Typography>
          ) : (
            <>
              <TextField select label={t('copyCheckoutType')} value={chosenType} onChange={(e) => setType(e.target.value)} size="small">
                {types.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
              </TextField>
              <Autocomplete
                options={options}
                value={target}
                onChange={(_e, v) => setTarget(v)}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <TextField {...params} label={t('copyCheckoutTarget')} size="small" />}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button label={t('cancel')} onClick={() => setOpen(false)} />
          <Button label={t('copyCheckoutConfirm')} variant="contained" onClick={copy} disabled={busy || !target || !chosenType} />
        </DialogActions>
      </Dialog>
    </>
  );
}
