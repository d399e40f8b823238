import { useLocaleState } from 'react-admin';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { formatDate } from './formatDate';
import { formatDateTime, type DateTimeOptions } from './formatDateTime';
import { formatTime } from './formatTime';
import { useVenueZone } from './useVenueZone';

export interface VenueClock {
  locale: string;
  zone: string;
  dateTime: (value: unknown, options?: DateTimeOptions) => string;
  date: (value: unknown) => string;
  time: (value: unknown, options?: DateTimeOptions) => string;
}

/**
 * The admin's one clock (issue 24): formatters in the interface language on a venue's clock,
 * the given venue's (a record's) or else the selected venue's, so a list row and its page, an
 * input and its display agree. Data of no venue reads on the selected venue's clock too.
 */
export function useVenueClock(venueId?: unknown): VenueClock {
  const [locale] = useLocaleState();
  const { venueId: selected } = useSelectedVenue();
  const zone = useVenueZone(typeof venueId === 'string' && venueId ? venueId : selected);
  return {
    locale,
    zone,
    dateTime: (value, options) => formatDateTime(value, locale, zone, options),
    date: (value) => formatDate(value, locale, zone),
    time: (value, options) => formatTime(value, locale, zone, options),
  };
}
