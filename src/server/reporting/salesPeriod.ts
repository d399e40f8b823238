import { dayInZone } from '../../core/venueTime';
import { invalid, ruleError } from '../errors';

export const SALES_PERIODS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export const SALES_GROUP_BY = ['day', 'week', 'month'] as const;
export type SalesGroupBy = (typeof SALES_GROUP_BY)[number];
/** The longest period asked at once: five years (every figure of it is still a few thousand roll-up rows per venue). */
export const MAX_PERIOD_DAYS = 1827;

/** Local days (YYYY-MM-DD), both included, and the period of equal length just before. */
export interface SalesPeriod {
  period: string;
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS = 86_400_000;

/** The day `n` days after `day` (calendar arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS);
}

function calendarDay(value: unknown, field: string): string {
  const text = String(value).slice(0, 10);
  const m = DAY.exec(text);
  const ok = m && new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])).toISOString().slice(0, 10) === text;
  if (!ok) throw invalid([ruleError(field, 'salesDay')]);
  return text;
}

/**
 * The period of a sales or statistics call: a named `period` (days on the clock of `zone`, the
 * venue's when one venue is asked for), or `from`/`to` days (both included; a date-time counts by
 * its date). Reversed days, a period over MAX_PERIOD_DAYS and a custom period without both days
 * are 422 on the field. Without any, `fallback` (null: all time).
 */
export function salesPeriod(query: { period?: string; from?: string; to?: string }, zone: string, fallback: string | null, now = new Date()): SalesPeriod | null {
  const today = dayInZone(now.toISOString(), zone);
  const hasDays = query.from !== undefined || query.to !== undefined;
  const name = query.period ?? (hasDays ? 'custom' : fallback);
  if (!name) return null;
  let from: string;
  let to = today;
  switch (name) {
    case 'today': from = today; break;
    case 'yesterday': from = to = addDays(today, -1); break;
    case 'last7': from = addDays(today, -6); break;
    case 'last30': from = addDays(today, -29); break;
    case 'thisMonth': from = `${today.slice(0, 8)}01`; break;
    case 'lastMonth': to = addDays(`${today.slice(0, 8)}01`, -1); from = `${to.slice(0, 8)}01`; break;
    case 'thisYear': from = `${today.slice(0, 4)}-01-01`; break;
    default:
      if (query.from === undefined) throw invalid([ruleError('from', 'salesPeriodMissing')]);
      if (query.to === undefined) throw invalid([ruleError('to', 'salesPeriodMissing')]);
      from = calendarDay(query.from, 'from');
      to = calendarDay(query.to, 'to');
  }
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw invalid([ruleError('to', 'salesPeriodOrder')]);
  if (days > MAX_PERIOD_DAYS) throw invalid([ruleError('to', 'salesPeriodLength', { days: MAX_PERIOD_DAYS })]);
  return { period: name, from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** The bucket a day falls in: the day, the Monday of its ISO week, or its month (YYYY-MM). */
export function bucketOf(day: string, groupBy: SalesGroupBy): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return day.slice(0, 7);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every bucket of [from, to] in order, each with the days of it inside the period. */
export function bucketsOf(from: string, to: string, groupBy: SalesGroupBy): { bucket: string; from: string; to: string }[] {
  const out: { bucket: string; from: string; to: string }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const bucket = bucketOf(day, groupBy);
    const last = out[out.length - 1];
    if (last && last.bucket === bucket) last.to = day;
    else out.push({ bucket, from: day, to: day });
  }
  return out;
}
