import { Typography } from '@mui/material';
import { useVenueZone } from './useVenueZone';
import { formatInZone } from '../../core/venueTime';

/** A date-time on its venue's clock (venue.timezone): orders, payments, receipts. */
export function VenueTimeField({ venue, value }: { venue?: string; value?: string }) {
  const zone = useVenueZone(venue);
  return <Typography component="span" variant="body2">{formatInZone(value, zone)}</Typography>;
}
