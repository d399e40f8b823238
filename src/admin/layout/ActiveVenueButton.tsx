import { useState } from 'react';
import StoreIcon from '@mui/icons-material/Store';
import { Box, IconButton, Popover, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { ActiveVenue } from './ActiveVenue';
import { VenueSearch } from './VenueSearch';

/**
 * The venue switcher of a narrow app bar: one icon (named after the active venue) that opens the
 * venue's name, short id, copy button and the venue search, which do not fit beside the title
 * on a phone.
 */
export function ActiveVenueButton() {
  const translate = useTranslate();
  const { venue, venueId } = useSelectedVenue();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = venueId ? (venue?.name ?? '…') : translate('app.venue.noneSelected', { _: 'No venue selected' });
  const label = `${translate('a11y.venueMenu', { _: 'Active venue' })}: ${current}`;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={label} aria-haspopup="dialog" data-testid="active-venue-button">
          <StoreIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('a11y.venueMenu', { _: 'Active venue' }), sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <ActiveVenue onNavigate={close} />
          <VenueSearch inPopover onSelected={close} />
        </Box>
      </Popover>
    </>
  );
}
