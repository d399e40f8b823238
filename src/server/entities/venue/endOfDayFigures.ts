import { dayBoundInZone, zoneOf } from '../../../core/venueTime';
import type { Principal } from '../../access/principal';
import type { Doc } from '../../crud/rowToRecord';
import type { Services } from '../../services';
import { REVENUE_STATUSES } from '../../reporting/salesDailySql';

export interface Bucket { key: string; orders: number; total: number; tips: number }

const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function add(map: Map<string, Bucket>, key: string, total: number, tip: number): void {
  const b = map.get(key) ?? { key, orders: 0, total: 0, tips: 0 };
  b.orders += 1;
  b.total += total;
  b.tips += tip;
  map.set(key, b);
}

/**
 * The closing figures of one local day `date` (YYYY-MM-DD) of `venue` (its stored record), read
 * with `principal`'s rights: the orders the sales count (done, validated), by payment method and
 * order type, with where the report is mailed (the terminal tab's list). The endOfDay call answers
 * them; the end-of-day scheduler mails them.
 */
export async function endOfDayFigures(services: Services, principal: Principal, venue: Doc, date: string) {
  const zone = zoneOf(venue.timezone);
  const from = dayBoundInZone(date, zone);
  const to = dayBoundInZone(date, zone, true);
  const orders = await services.items.all(services.registry.get('order')!, principal, {
    filters: { status: [...REVENUE_STATUSES] }, ranges: { createdAt: { gte: from, lte: to } }, sort: 'createdAt', direction: 'asc',
  }, { venue: venue._id as string });
  const byPayment = new Map<string, Bucket>();
  const byType = new Map<string, Bucket>();
  let total = 0;
  let net = 0;
  let tips = 0;
  for (const o of orders) {
    const t = amount(o.total);
    const tip = amount(o.tip);
    total += t;
    net += amount(o.net);
    tips += tip;
    add(byPayment, String(o.paymentMethod ?? 'none'), t, tip);
    add(byType, String(o.type ?? 'none'), t, tip);
  }
  const emails = typeof venue.endOfDayEmails === 'string' ? venue.endOfDayEmails.split(',').map((e) => e.trim()).filter(Boolean) : [];
  return {
    venue: venue._id, date, timezone: zone, from, to, orders: orders.length, total, net, tips,
    byPaymentMethod: [...byPayment.values()], byType: [...byType.values()],
    endOfDayEnabled: venue.endOfDayEnabled === true, endOfDayEmails: emails,
  };
}

/** What endOfDayFigures answers (the endOfDay call's data). */
export type EndOfDayFigures = Awaited<ReturnType<typeof endOfDayFigures>>;
