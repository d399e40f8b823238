import { useEffect, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, List, ListItem, TextField, Typography } from '@mui/material';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { moveItem, moveToPosition, orderChanged } from '../../src/admin/foodcard/reorder';
import { useVenueRecords } from '../../src/admin/foodcard/useVenueRecords';
import { useLocalizedText } from '../../src/admin/format/useLocalizedText';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/** A typed position, applied when the field is left or Enter is pressed. */
function PositionInput({ index, count, onMove, label }: { index: number; count: number; onMove: (position: number) => void; label: string }) {
  const [value, setValue] = useState(String(index + 1));
  useEffect(() => setValue(String(index + 1)), [index]);
  const apply = () => {
    const n = Number(value);
    if (Number.isInteger(n) && n !== index + 1) onMove(n);
    else setValue(String(index + 1));
  };
  return (
    <TextField
      size="small"
      type="number"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); apply(); } }}
      slotProps={{ htmlInput: { min: 1, max: count, 'aria-label': label } }}
      sx={{ width: 80, mr: 1 }}
    />
  );
}

/**
 * "Change order" on the category list: every category of the venue in one list, moved by drag
 * and drop, the arrows or a typed position; saving sends the ids in their new order (x-action
 * sort), which the server stores as sortOrder 0, 1, 2, ….
 */
export function ReorderButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const localized = useLocalizedText();
  const dataProvider = useDataProvider() as AppDataProvider;
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<RaRecord[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: categories, refetch } = useVenueRecords('category', { enabled: open });

  useEffect(() => {
    if (open && categories) setOrder(categories);
  }, [open, categories]);

  const stored = (categories ?? []).map((c) => String(c.id));
  const ids = order.map((c) => String(c.id));

  const onSave = async () => {
    setBusy(true);
    try {
      await dataProvider.callAction('category', 'sort', { body: { ids } });
      notify('foodcardUi.reorder.saved', { type: 'info' });
      setOpen(false);
      await refetch();
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label={translate('foodcardUi.reorder.button')} onClick={() => setOpen(true)}>
        <SwapVertIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('foodcardUi.reorder.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('foodcardUi.reorder.hint')}</DialogContentText>
          {order.length === 0 && <Typography sx={{ mt: 2 }} color="text.secondary">{translate('foodcardUi.reorder.empty')}</Typography>}
          <List dense>
            {order.map((c, index) => (
              <ListItem
                key={c.id}
                data-testid="reorder-row"
                draggable
                onDragStart={(e) => { setDragged(index); e.dataTransfer.effectAllowed = 'move'; }}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null) setOrder((o) => moveItem(o, dragged, index));
                  setDragged(null);
                }}
                sx={{ borderBottom: 1, borderColor: 'divider', cursor: 'grab', opacity: dragged === index ? 0.4 : 1 }}
              >
                <DragIndicatorIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />
                <PositionInput index={index} count={order.length} label={translate('foodcardUi.reorder.position')} onMove={(p) => setOrder((o) => moveToPosition(o, index, p))} />
                <Typography sx={{ flex: 1 }}>{localized(c.name)}</Typography>
                <IconButton size="small" aria-label={translate('foodcardUi.reorder.up')} disabled={index === 0} onClick={() => setOrder((o) => moveItem(o, index, index - 1))}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={translate('foodcardUi.reorder.down')} disabled={index === order.length - 1} onClick={() => setOrder((o) => moveItem(o, index, index + 1))}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button label={translate('ra.action.cancel')} onClick={() => setOpen(false)} />
          <Button label={translate('ra.action.save')} variant="contained" onClick={onSave} disabled={busy || !orderChanged(ids, stored)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
