import { sql } from 'kysely';
import { zoneOf } from '../../../core/venueTime';
import { systemPrincipal } from '../../access/systemPrincipal';
import type { Doc } from '../../crud/rowToRecord';
import { forEachDue, type DueWork } from '../../jobs/claimDue';
import { everyMinute } from '../../jobs/everyMinute';
import { writeServerFields } from '../../jobs/writeServerFields';
import type { Services } from '../../services';
import { DUE_AFTER_MS, lastPeriod, nextRunAfter } from '../automatedReport/reportPeriod';
import { retryDelay } from '../automatedReport/reportScheduler';
import { endOfDayFigures } from './endOfDayFigures';
import { endOfDayMail } from './endOfDayMail';

/**
 * Venues with the report on whose next run is reached (or never set: enabled before the scheduler
 * knew them). The next run is also the lease: a claim moves it 10 minutes on.
 */
const DUE_VENUES: DueWork = {
  entity: 'venue',
  due: (f, at, yes) => sql`${f('endOfDayEnabled')} = ${yes} and (${f('endOfDayNextRun')} is null or ${f('endOfDayNextRun')} <= ${at})`,
  orderBy: 'endOfDayNextRun',
  lease: 'endOfDayNextRun',
  leaseMs: 10 * 60_000,
  perPass: 50,
};

/**
 * The last local day whose report is due at `now` on `zone`'s clock: a day's report goes out at
 * 03:00 the next morning there (the automated reports' hour, DUE_AFTER_MS), so late orders are in.
 */
export function lastEndedDay(now: Date, zone: string): string {
  return lastPeriod('daily', new Date(now.getTime() - DUE_AFTER_MS), zone).firstDay;
}

/** When the venue's next day is due after `now`: 03:00 local after the day running then. */
export const endOfDayNextRun = (now: Date, timezone: unknown) => nextRunAfter('daily', now, zoneOf(timezone));

/** Mails the last ended day of a claimed venue unless it went out already; answers the day mailed, if any. */
async function mailVenue(services: Services, venue: Doc, now: Date): Promise<string | null> {
  const day = lastEndedDay(now, zoneOf(venue.timezone));
  if (typeof venue.endOfDayLastSent === 'string' && venue.endOfDayLastSent >= day) return null;
  const figures = await endOfDayFigures(services, systemPrincipal, venue, day);
  if (!figures.endOfDayEmails.length) throw new Error('no end-of-day recipients');
  const mail = endOfDayMail(figures, String(venue.name ?? venue._id), venue.currency);
  await services.mailer.send({ to: figures.endOfDayEmails, ...mail });
  return day;
}

/**
 * Mails the end-of-day report of every venue due at `now`, each in its own try. Each local day
 * goes out once (endOfDayLastSent records it before the venue is released), however many passes
 * or server processes run; after downtime only the last ended day goes out. A failed send is
 * recorded and tried again after the automated reports' retryDelay (5 minutes, then longer),
 * and never stops the other venues. The mail is German: a venue has no language of its own.
 */
export async function runDueEndOfDays(services: Services, now = new Date()): Promise<number> {
  return forEachDue(services, DUE_VENUES, now, async (claimed) => {
    const venue: Doc = { ...claimed.doc, _id: claimed._id };
    try {
      const day = await mailVenue(services, venue, now);
      await writeServerFields(services, 'venue', claimed._id, {
        ...(day ? { endOfDayLastSent: day } : {}), endOfDayNextRun: endOfDayNextRun(now, venue.timezone), endOfDayFailures: null, endOfDayLastError: null,
      });
    } catch (err) {
      const failures = Number(venue.endOfDayFailures ?? 0) + 1;
      const message = err instanceof Error ? err.message : String(err);
      await writeServerFields(services, 'venue', claimed._id, {
        endOfDayFailures: failures, endOfDayLastError: message.slice(0, 1000), endOfDayNextRun: new Date(now.getTime() + retryDelay(failures)).toISOString(),
      });
    }
  });
}

/** Mails due end-of-day reports every minute in the background of a server process (not in tests: jobs 'manual'). */
export function endOfDayScheduler(services: Services, onError: (err: unknown) => void = (err) => console.error('end-of-day mails:', err)) {
  return everyMinute(() => runDueEndOfDays(services), onError);
}
