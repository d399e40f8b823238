import { Typography } from '@mui/material';
import { useVenueClock } from './useVenueClock';

/** A day (a calendar date, or an instant's day on its venue's clock) in the language's order. */
export function VenueDateField({ venue, value }: { venue?: unknown; value?: unknown }) {
  const clock = useVenueClock(venue);
  return <Typography component="span" variant="body2">{clock.date(value)}</Typography>;
}
