import { dayBoundInZone, dayInZone, zoneOf } from '../../../core/venueTime';
import type { ActionContext } from '../../crud/EntityHooks';
import { REVENUE_STATUSES } from '../../reporting/salesDailySql';

interface Bucket { key: string; orders: number; total: number; tips: number }

const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function add(map: Map<string, Bucket>, key: string, total: number, tip: number): void {
  const b = map.get(key) ?? { key, orders: 0, total: 0, tips: 0 };
  b.orders += 1;
  b.total += total;
  b.tips += tip;
  map.set(key, b);
}

/**
 * `GET general/venue/{venue}/endOfDay?date=YYYY-MM-DD`: the closing figures of one day on the
 * venue's clock (default: today there), counting the orders the sales count (done, validated),
 * by payment method and order type, with where the report is mailed (the terminal tab's list).
 */
export async function endOfDay(ctx: ActionContext) {
  const { services, principal } = ctx;
  const venue = await services.items.show(ctx.entity, principal, ctx.params.venue);
  const zone = zoneOf(venue.timezone);
  const date = typeof ctx.query.date === 'string' ? ctx.query.date : dayInZone(new Date().toISOString(), zone);
  const from = dayBoundInZone(date, zone);
  const to = dayBoundInZone(date, zone, true);
  const orders = await services.items.all(services.registry.get('order')!, principal, {
    filters: { status: [...REVENUE_STATUSES] }, ranges: { createdAt: { gte: from, lte: to } }, sort: 'createdAt', direction: 'asc',
  }, { venue: venue._id });
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
