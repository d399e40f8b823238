import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useGrant } from '../../src/admin/session/useGrant';
import { useVenueAction } from './useVenueAction';

type Counts = Record<'categories' | 'articles' | 'options' | 'optionArticles' | 'tables' | 'printers', number>;

/**
 * Empties the venue's foodcard (DELETE general/venue/{id}/foodcard, administrators): the dialog
 * names the venue and what will be deleted, counted now, and the short id must be typed to
 * confirm. The server keeps a CSV of the foodcard first; its link is in the closing notice.
 */
export function EmptyFoodcardButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, busy } = useVenueAction();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [typed, setTyped] = useState('');
  if (!record || !checkAccess(grant, 'admin')) return null;
  const shortId = String(record.readableId ?? '');
  const t = (k: string, args: object = {}) => translate(`app.venueControls.${k}`, { name: record.name, shortId, ...args });
  const openDialog = async () => {
    try {
      const full = await dataProvider.callAction<{ counts: Counts }>('venue', 'full', { params: { id: String(record.id) } });
      setTyped('');
      setCounts(full.counts);
    } catch (error) {
      const message = (error as Error)?.message || 'errors.unknown';
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };
  const empty = async () => {
    if (!counts) return;
    const done = await run<{ backup: { url: string } }>('emptyFoodcard', { params: { id: String(record.id) }, body: { readableId: typed.trim(), counts } });
    if (done) {
      notify(t('emptyFoodcardDone', { url: done.backup.url }), { type: 'success', autoHideDuration: 15000 });
      setCounts(null);
    }
  };
  const nothing = !!counts && counts.categories + counts.articles + counts.options + counts.optionArticles === 0;
  return (
    <>
      <Button label={t('emptyFoodcard')} onClick={openDialog} color="error" data-testid="venue-emptyFoodcard">
        <DeleteSweepIcon />
      </Button>
      <Dialog open={!!counts} onClose={() => setCounts(null)} fullWidth maxWidth="sm" aria-labelledby="empty-foodcard-title">
        <DialogTitle id="empty-foodcard-title">{t('emptyFoodcardTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {nothing ? (
            <Typography>{t('emptyFoodcardNothing')}</Typography>
          ) : counts && (
            <>
              <Alert severity="warning" data-testid="empty-foodcard-counts">{t('emptyFoodcardCounts', counts)}</Alert>
              <Typography variant="body2">{t('emptyFoodcardBackup')}</Typography>
              <TextField label={t('emptyFoodcardType')} value={typed} onChange={(e) => setTyped(e.target.value)} size="small" autoFocus slotProps={{ htmlInput: { maxLength: 20 } }} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button label={t('cancel')} onClick={() => setCounts(null)} />
          {!nothing && <Button label={t('emptyFoodcardConfirm')} variant="contained" color="error" onClick={empty} disabled={busy || typed.trim() !== shortId} />}
        </DialogActions>
      </Dialog>
    </>
  );
}
