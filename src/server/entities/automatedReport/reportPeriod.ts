import { dayBoundInZone, dayInZone } from '../../../core/venueTime';

export type Frequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** A reported period: [from, to) as UTC instants (as `created_at` is stored), and its days for people. */
export interface ReportPeriod {
  from: string;
  to: string;
  /** first and last day, YYYY-MM-DD in the zone */
  firstDay: string;
  lastDay: string;
}

/**
 * Reports are made this long after their period ends (local time): orders of a late night and
 * payments settled after midnight belong to the day before and are in by then.
 */
export const DUE_AFTER_MS = 3 * 3_600_000;

const utcDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** The first day of the period of `frequency` that contains `day` (weeks start on Monday). */
function periodStart(frequency: Frequency, day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (frequency === 'daily') return day;
  if (frequency === 'weekly') return utcDay(y, m, d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
  if (frequency === 'monthly') return utcDay(y, m, 1);
  return utcDay(y, 1, 1);
}

/** The first day of the period after the one starting on `start`. */
function nextStart(frequency: Frequency, start: string): string {
  const [y, m, d] = start.split('-').map(Number);
  if (frequency === 'daily') return utcDay(y, m, d + 1);
  if (frequency === 'weekly') return utcDay(y, m, d + 7);
  if (frequency === 'monthly') return utcDay(y, m + 1, 1);
  return utcDay(y + 1, 1, 1);
}

function previousStart(frequency: Frequency, start: string): string {
  const [y, m, d] = start.split('-').map(Number);
  return frequency === 'daily' ? utcDay(y, m, d - 1) : frequency === 'weekly' ? utcDay(y, m, d - 7) : frequency === 'monthly' ? utcDay(y, m - 1, 1) : utcDay(y - 1, 1, 1);
}

/** The last period of `frequency` that is complete at `now` in `zone` (yesterday, last week, …). */
export function lastPeriod(frequency: Frequency, now: Date, zone: string): ReportPeriod {
  const current = periodStart(frequency, dayInZone(now.toISOString(), zone));
  const first = previousStart(frequency, current);
  const [y, m, d] = current.split('-').map(Number);
  return { from: dayBoundInZone(first, zone), to: dayBoundInZone(current, zone), firstDay: first, lastDay: utcDay(y, m, d - 1) };
}

/** When the next period's report is due after `now`: DUE_AFTER_MS after the end of the period running at `now`. */
export function nextRunAfter(frequency: Frequency, now: Date, zone: string): string {
  const current = periodStart(frequency, dayInZone(now.toISOString(), zone));
  // The report of the last complete period may still be due today (before the hour it is made).
  const dueNow = Date.parse(dayBoundInZone(current, zone)) + DUE_AFTER_MS;
  if (dueNow > now.getTime()) return new Date(dueNow).toISOString();
  return new Date(Date.parse(dayBoundInZone(nextStart(frequency, current), zone)) + DUE_AFTER_MS).toISOString();
}
