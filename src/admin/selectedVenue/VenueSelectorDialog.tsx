import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSelectedVenue } from './useSelectedVenue';
import { useVenueSearch } from './useVenueSearch';
import { VENUE_RESOURCE } from './venueResource';

/**
 * Spec part 1 §2: a persistent venue selector (search and a Back button to the venue list). It
 * cannot be dismissed: the screen behind it needs a venue, so the only ways out are choosing
 * one or going back to the venue list.
 */
export function VenueSelectorDialog() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { select } = useSelectedVenue();
  const [text, setText] = useState('');
  const { venues, isPending, error, total } = useVenueSearch(text);
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="venue-selector-title" disableEscapeKeyDown>
      <DialogTitle id="venue-selector-title">{translate('app.venueSelector.title', { _: 'Select a venue' })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          margin="dense"
          label={translate('app.venueSelector.search', { _: 'Search venue' })}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {isPending && <LinearProgress sx={{ my: 1 }} />}
        {error ? <Alert severity="error" sx={{ mt: 1 }}>{translate('app.venue.loadFailed', { _: 'The venues could not be loaded.' })}</Alert> : null}
        {!isPending && !error && total === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>{translate('app.venueSelector.empty', { _: 'No venues found.' })}</Alert>
        )}
        <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
          {venues.map((v) => (
            <ListItem key={v.id} disablePadding>
              <ListItemButton onClick={() => select(v)}>
                <ListItemText primary={v.name} secondary={v.readableId} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigate(`/${VENUE_RESOURCE}`)}>{translate('app.venueSelector.back', { _: 'Back to the venue list' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
