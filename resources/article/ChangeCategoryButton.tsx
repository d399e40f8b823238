import { useState } from 'react';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useVenueRecords } from '../../src/admin/foodcard/useVenueRecords';
import { useLocalizedText } from '../../src/admin/format/useLocalizedText';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/** "Change category" (x-action changeCategory): moves the article, then opens it under its new URL. */
export function ChangeCategoryButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const localized = useLocalizedText();
  const dataProvider = useDataProvider() as AppDataProvider;
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState('');
  const { data: categories = [] } = useVenueRecords('category', { enabled: open });
  if (!record) return null;

  const onMove = async () => {
    try {
      await dataProvider.callAction('article', 'changeCategory', { params: { id: String(record.id) }, body: { category } });
      notify('foodcardUi.changeCategory.done', { type: 'info' });
      setOpen(false);
      navigate(`/article/${category}/${record.id}/edit`);
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <Button label={translate('foodcardUi.changeCategory.button')} onClick={() => { setCategory(String(record.category ?? '')); setOpen(true); }}>
        <DriveFileMoveIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('foodcardUi.changeCategory.title')}</DialogTitle>
        <DialogContent>
          <TextField select fullWidth margin="dense" label={translate('foodcardUi.changeCategory.category')} value={category} onChange={(e) => setCategory(e.target.value)}>
            {categories.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>{localized(c.name)}</MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button label={translate('ra.action.cancel')} onClick={() => setOpen(false)} />
          <Button label={translate('foodcardUi.changeCategory.button')} variant="contained" onClick={onMove} disabled={!category || category === record.category} />
        </DialogActions>
      </Dialog>
    </>
  );
}
