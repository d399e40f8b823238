import { dayBoundInZone, zoneOf } from '../../../core/venueTime';
import { AppError, invalid, ruleError } from '../../errors';

/** A billed period: [from, to) as UTC instants (ISO text, as `created_at` is stored) and its label. */
export interface InvoicePeriod {
  from: string;
  to: string;
  /** YYYY-MM when the period is one month */
  month?: string;
  label: string;
  /** the same period as the venue's local days, both included (what the sales roll-up is keyed by) */
  days: { from: string; to: string };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC instant of local midnight of y-m-d in the venue's time zone (months are billed in local time). */
export function localMidnight(y: number, m: number, d: number, timeZone: string): string {
  return dayBoundInZone(`${y}-${pad(m)}-${pad(d)}`, timeZone);
}

/** The period of a month `YYYY-MM` in the venue's zone. */
export function monthPeriod(month: string, timeZone: unknown): InvoicePeriod {
  const tz = zoneOf(timeZone);
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? [y + 1, 1] : [y, m + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: localMidnight(y, m, 1, tz), to: localMidnight(next[0], next[1], 1, tz), month, label: month, days: { from: `${month}-01`, to: `${month}-${pad(last)}` } };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The period of an invoice call: `month=YYYY-MM`, or `from`/`to` days (YYYY-MM-DD, both included).
 * Without either, the previous month. A period longer than ~13 months is refused (one invoice
 * covers a month; the summaries a year at most).
 */
export function periodOf(query: Record<string, unknown>, timeZone: unknown): InvoicePeriod {
  const tz = zoneOf(timeZone);
  if (typeof query.month === 'string') return monthPeriod(query.month, tz);
  if (typeof query.from === 'string' || typeof query.to === 'string') {
    const f = DAY.exec(String(query.from ?? ''));
    const t = DAY.exec(String(query.to ?? ''));
    if (!f || !t) throw new AppError('INVALID_QUERY', { detail: 'from and to must both be days YYYY-MM-DD' });
    const from = localMidnight(+f[1], +f[2], +f[3], tz);
    const end = new Date(Date.UTC(+t[1], +t[2] - 1, +t[3] + 1));
    const to = localMidnight(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate(), tz);
    if (!(from < to)) throw invalid([ruleError('to', 'billingPeriod')]);
    if (Date.parse(to) - Date.parse(from) > 400 * 86_400_000) throw invalid([ruleError('to', 'billingPeriod')]);
    return { from, to, label: `${query.from} – ${query.to}`, days: { from: String(query.from), to: String(query.to) } };
  }
  const now = new Date();
  const prev = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return monthPeriod(`${prev.getUTCFullYear()}-${String(prev.getUTCMonth() + 1).padStart(2, '0')}`, tz);
}

/** The month before the current one, YYYY-MM (the demo invoices and the form's default). */
export function previousMonth(now = new Date()): string {
  const prev = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${prev.getUTCFullYear()}-${String(prev.getUTCMonth() + 1).padStart(2, '0')}`;
}
