import { useEffect, useState } from 'react';
import ReportIcon from '@mui/icons-material/Report';
import { Alert } from '@mui/material';
import { useCanAccess, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { VENUE_RESOURCE } from '../selectedVenue/venueResource';
import { panicBanner } from './banners';

/** setTimeout's limit; a longer panic re-checks when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Spec part 1 §2: while the active venue's panicEndAt is in the future, a banner names the venue
 * and the end on its clock in the language's format (DD.MM.YYYY HH:mm in German). It reads the venue from the shared query cache, so the panic
 * screen's save shows here at once, and it goes away by itself when the end passes.
 */
export function PanicBanner() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { venueId } = useSelectedVenue();
  const { canAccess } = useCanAccess({ resource: VENUE_RESOURCE, action: 'show' });
  const { data: venue } = useGetOne(VENUE_RESOURCE, { id: venueId ?? '' }, { enabled: !!venueId && !!canAccess });
  const [now, setNow] = useState(() => Date.now());
  const banner = venueId && venue && String(venue.id) === venueId ? panicBanner(venue, now, locale) : null;
  const remaining = banner?.remainingMs;

  useEffect(() => {
    if (remaining === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(remaining + 500, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [remaining]);

  // A venue loaded later (or a new end) is judged against the current time.
  useEffect(() => setNow(Date.now()), [venue?.panicEndAt]);

  if (!banner) return null;
  return (
    <Alert severity="error" icon={<ReportIcon />} sx={{ borderRadius: 0 }} data-testid="panic-banner">
      {translate('app.panic.banner', { venue: banner.venue, end: banner.end })}
    </Alert>
  );
}
