import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { Button, useDataProvider, useGetList, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { VENUE_RESOURCE } from '../../src/admin/selectedVenue/venueResource';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/**
 * "Copy to venues" (x-action copyToVenues): the selected articles into other venues the user may
 * access (the venue list is the server's, already limited to them). Refuses without a selection
 * and without a destination (spec part 2 §5).
 */
export function CopyToVenuesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider() as AppDataProvider;
  const { selectedIds = [], onUnselectItems } = useListContext();
  const { venueId } = useSelectedVenue();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { data: venues = [] } = useGetList(VENUE_RESOURCE, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } }, { enabled: open });
  const others = venues.filter((v) => v.id !== venueId);

  const onClick = () => {
    if (!selectedIds.length) {
      notify('app.selectAtLeastOne', { type: 'warning', messageArgs: { _: 'At least one item must be selected.' } });
      return;
    }
    setChosen([]);
    setOpen(true);
  };

  const onCopy = async () => {
    if (!chosen.length) {
      notify('foodcardUi.copyToVenues.destinationRequired', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const result = await dataProvider.callAction<{ count?: number }>('article', 'copyToVenues', { body: { ids: selectedIds.map(String), venues: chosen } });
      notify('foodcardUi.copyToVenues.done', { type: 'info', messageArgs: { smart_count: result?.count ?? selectedIds.length * chosen.length } });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <>
      <Button label={translate('foodcardUi.copyToVenues.button')} onClick={onClick}>
        <ContentCopyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('foodcardUi.copyToVenues.title', { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('foodcardUi.copyToVenues.hint')}</DialogContentText>
          {others.length === 0 ? (
            <Typography color="text.secondary">{translate('foodcardUi.copyToVenues.noVenues')}</Typography>
          ) : (
            <FormGroup>
              {others.map((v) => (
                <FormControlLabel
                  key={v.id}
                  control={<Checkbox checked={chosen.includes(String(v.id))} onChange={() => toggle(String(v.id))} />}
                  label={[v.name, v.readableId].filter(Boolean).join(' · ')}
                />
              ))}
            </FormGroup>
          )}
        </DialogContent>
        <DialogActions>
          <Button label={translate('ra.action.cancel')} onClick={() => setOpen(false)} />
          <Button label={translate('foodcardUi.copyToVenues.button')} onClick={onCopy} disabled={busy} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
