import { newId } from '../../src/server/crud/newId';
import type { TestApp } from './testApp';

/** A stored order or payment of the sales data set, as the test wrote it. */
export interface SetOrder { _id: string; venue: string; createdAt: string; status: string; type: string; method: string; total: number; net: number; tip: number; deleted: boolean }
export interface SetRefund { venue: string; order: string; method: string; at: string; amount: number; pending: boolean }
export interface SalesSet { groups: string[]; venues: { _id: string; zone: string; group: string }[]; orders: SetOrder[]; refunds: SetRefund[] }

const STATUSES = ['done', 'validated', 'done', 'failed', 'created', 'done', 'in_preparation'];
const TYPES = ['inside', 'takeaway', 'delivery'];
const METHODS = ['credit_card', 'paypal', 'sepa', 'apple_pay'];
// Instants at local month and day ends: Berlin, New York and Tokyo put them on different days.
const EDGES = ['2026-01-31T23:30:00.000Z', '2026-02-01T03:00:00.000Z', '2026-02-28T23:30:00.000Z', '2026-02-28T14:30:00.000Z', '2026-01-03T23:59:00.000Z', '2026-02-01T00:00:00.000Z'];

/**
 * Two brands: "Sales A" with venues in Berlin, New York and Tokyo, "Sales B" with one in Berlin;
 * orders from late December to early March written straight to the tables (as an import does),
 * a cancelled (failed) and a deleted order, tips, several methods and types, booked refunds
 * across a month end and a pending one (not counted).
 */
export async function salesDataSet(t: TestApp, admin: string, tag = 'a'): Promise<SalesSet> {
  const group = async (name: string) => (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name, slug: `sales_${tag}_${name.slice(-1).toLowerCase()}` })).body.data._id as string;
  const groups = [await group('Sales A'), await group('Sales B')];
  const zones = [['Europe/Berlin', 0], ['America/New_York', 0], ['Asia/Tokyo', 0], ['Europe/Berlin', 1]] as const;
  const venues = [];
  for (const [i, [zone, g]] of zones.entries()) {
    const res = await t.call(admin, 'POST', '/api/v1/general/venue', { name: `Sales ${tag} ${i}`, readableId: `S${tag.toUpperCase()}${i}`, customerGroup: groups[g], timezone: zone });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    venues.push({ _id: res.body.data._id as string, zone, group: groups[g] });
  }
  const orders: SetOrder[] = [];
  const refunds: SetRefund[] = [];
  let n = 0;
  for (const v of venues) {
    for (let i = 0; i < 48; i++, n++) {
      const createdAt = i < EDGES.length ? EDGES[i] : new Date(Date.parse('2025-12-28T00:00:00Z') + ((n * 7919) % (70 * 1440)) * 60_000 + (n % 60) * 1000).toISOString();
      const tip = n % 3 === 0 ? 50 + (n % 4) * 25 : 0;
      const total = 500 + ((n * 137) % 4000) + tip;
      orders.push({
        _id: newId(), venue: v._id, createdAt, status: STATUSES[n % STATUSES.length], type: TYPES[n % TYPES.length], method: METHODS[(n >> 1) % METHODS.length],
        total, net: Math.round(((total - tip) * 100) / 119) + tip, tip, deleted: n % 29 === 5,
      });
    }
  }
  const groupOf = new Map(venues.map((v) => [v._id, v.group]));
  const rows = orders.map((o) => ({
    _id: o._id, venue: o.venue, customer_group: groupOf.get(o.venue), created_at: o.createdAt, updated_at: o.createdAt, deleted_at: o.deleted ? o.createdAt : null,
    doc: JSON.stringify({ venue: o.venue, code: `S${o._id.slice(-6)}`, status: o.status, type: o.type, currency: 'euro', total: o.total, net: o.net, tip: o.tip, paymentMethod: o.method, items: [] }),
  }));
  await t.db.kysely.insertInto('order').values(rows).execute();
  // payments of the done orders; every fourth refunded once, at an edge instant or 3 days later
  const payments = [];
  let k = 0;
  for (const o of orders.filter((x) => x.status === 'done' && !x.deleted)) {
    const list = [];
    if (k % 4 === 0) {
      const at = k % 8 === 0 ? EDGES[k % EDGES.length] : new Date(Date.parse(o.createdAt) + 3 * 86_400_000).toISOString();
      const pending = k % 24 === 12;
      list.push({ id: `r${k}`, amount: 100 + (k % 5) * 40, at, isExternal: true, ...(pending ? { pending: true } : {}) });
      refunds.push({ venue: o.venue, order: o._id, method: o.method, at, amount: list[0].amount, pending });
    }
    const refunded = list.filter((r) => !r.pending).reduce((s, r) => s + r.amount, 0);
    payments.push({
      _id: newId(), venue: o.venue, customer_group: groupOf.get(o.venue), created_at: o.createdAt, updated_at: o.createdAt, deleted_at: null,
      doc: JSON.stringify({ order: o._id, venue: o.venue, codes: [], currency: 'euro', sum: o.total, refunded, status: refunded ? 'partially_refunded' : 'paid', method: o.method, providerRef: `ch_${k}`, paidAt: o.createdAt, refunds: list, refundSeq: list.length }),
    });
    k++;
  }
  await t.db.kysely.insertInto('payment').values(payments).execute();
  return { groups, venues, orders, refunds };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The local day of an instant, computed here without the server's code (en-CA writes YYYY-MM-DD). */
export function localDay(iso: string, zone: string): string {
  if (!dayFormats.has(zone)) dayFormats.set(zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  return dayFormats.get(zone)!.format(new Date(iso));
}

/** The figures of the set for some venues and local days [from, to], with an optional extra filter, in plain JS. */
export function expectedFigures(set: SalesSet, venues: readonly string[], from: string, to: string, keep: { method?: string; type?: string; weekday?: number } = {}) {
  const zone = new Map(set.venues.map((v) => [v._id, v.zone]));
  const inside = (venue: string, at: string) => {
    if (!venues.includes(venue)) return false;
    const d = localDay(at, zone.get(venue)!);
    if (keep.weekday !== undefined && (new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7 !== keep.weekday) return false;
    return d >= from && d <= to;
  };
  const orderType = new Map(set.orders.map((o) => [o._id, o.type]));
  const counted = set.orders.filter((o) => !o.deleted && (o.status === 'done' || o.status === 'validated') && inside(o.venue, o.createdAt)
    && (keep.method === undefined || o.method === keep.method) && (keep.type === undefined || o.type === keep.type));
  const refunds = set.refunds.filter((r) => !r.pending && inside(r.venue, r.at) && (keep.method === undefined || r.method === keep.method) && (keep.type === undefined || orderType.get(r.order) === keep.type));
  const revenue = counted.reduce((s, o) => s + o.total, 0);
  const netRevenue = counted.reduce((s, o) => s + o.net, 0);
  return {
    revenue, netRevenue, tax: revenue - netRevenue, tips: counted.reduce((s, o) => s + o.tip, 0),
    refunds: refunds.reduce((s, r) => s + r.amount, 0), refundCount: refunds.length, orderCount: counted.length,
    averageBasket: counted.length ? Math.round(revenue / counted.length) : 0,
  };
}
