import { Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { toVenueSummary } from '../../selectedVenue/toVenueSummary';
import { useSelectedVenue } from '../../selectedVenue/useSelectedVenue';
import { VENUE_RESOURCE } from '../../selectedVenue/venueResource';

const SHOWN = 8;

/** The venues the user works in (the server lists only allowed ones); a click makes one active. */
export function HomeVenues() {
  const translate = useTranslate();
  const { venueId, select } = useSelectedVenue();
  const { data = [], total = 0, isPending } = useGetList(VENUE_RESOURCE, { pagination: { page: 1, perPage: SHOWN }, sort: { field: 'name', order: 'ASC' } });
  if (isPending) return null;
  if (data.length === 0) return <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>{translate('screens.home.noVenues')}</Typography>;
  return (
    <>
      <List dense disablePadding data-testid="home-venues">
        {data.map((record) => {
          const venue = toVenueSummary(record);
          const active = venue.id === venueId;
          return (
            // each button in its own <li>: a list may only hold list items (axe: list)
            <ListItem key={venue.id} disablePadding>
              <ListItemButton selected={active} onClick={() => select(venue)} aria-current={active ? 'true' : undefined}>
                <ListItemText primary={venue.name} secondary={venue.readableId} />
                {active && <Chip size="small" color="primary" label={translate('screens.home.activeVenue')} />}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {total > SHOWN && (
        <Box sx={{ px: 2, pt: 1 }}>
          <Button component={Link} to={`/${VENUE_RESOURCE}`} size="small">{translate('screens.home.allVenues', { smart_count: total })}</Button>
        </Box>
      )}
    </>
  );
}
