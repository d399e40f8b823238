import { Typography } from '@mui/material';
import { useVenueClock } from './useVenueClock';

/** A date-time on its venue's clock (venue.timezone): orders, payments, receipts, generated lists. */
export function VenueTimeField({ venue, value, seconds }: { venue?: unknown; value?: unknown; seconds?: boolean }) {
  const clock = useVenueClock(venue);
  return <Typography component="span" variant="body2">{clock.dateTime(value, { seconds })}</Typography>;
}
