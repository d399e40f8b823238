import type { Principal } from '../../access/principal';
import type { Services } from '../../services';
import { figuresByDay } from '../../reporting/salesFigures';
import { tipOrders, tipScope } from './tipOrders';

interface Row { key: string; orders: number; tipped: number; tip: number }

function add(map: Map<string, Row>, key: string, tip: number) {
  const row = map.get(key) ?? { key, orders: 0, tipped: 0, tip: 0 };
  row.orders += 1;
  if (tip > 0) row.tipped += 1;
  row.tip += tip;
  map.set(key, row);
}

/**
 * `GET v2/tips/{venue}/{from}/{to}`: the tips of the venue's paid orders per local day and per
 * table (the demo orders carry a table, not an employee), with totals; integer minor units.
 */
export async function tipReport(services: Services, p: Principal, params: Record<string, string>, type: unknown) {
  const s = await tipScope(services, p, params.venue, params.from, params.to, type);
  const days = new Map<string, Row>();
  const tables = new Map<string, Row>();
  const total: Row = { key: 'total', orders: 0, tipped: 0, tip: 0 };
  for await (const o of tipOrders(services, s)) {
    add(days, o.day, o.tip);
    add(tables, o.table || '-', o.tip);
    total.orders += 1;
    if (o.tip > 0) total.tipped += 1;
    total.tip += o.tip;
  }
  // Each day's order count and tips, and so the total's, are the sales figures' (the one
  // definition, salesFigures.ts); the orders add what the roll-up does not keep: how many were
  // tipped, and the split by table.
  if (s.matches) {
    const figures = await figuresByDay(services.db, [s.venue], { from: s.from, to: s.to });
    const tipped = new Map([...days].map(([key, row]) => [key, row.tipped]));
    days.clear();
    for (const [key, f] of figures) {
      // a day of refunds only has no counted order
      if (f.orderCount || f.tips) days.set(key, { key, orders: f.orderCount, tipped: tipped.get(key) ?? 0, tip: f.tips });
    }
    total.orders = [...figures.values()].reduce((n, f) => n + f.orderCount, 0);
    total.tip = [...figures.values()].reduce((n, f) => n + f.tips, 0);
  }
  const byKey = (a: Row, b: Row) => a.key.localeCompare(b.key, 'de', { numeric: true });
  return {
    venue: s.venue, from: s.from, to: s.to, currency: s.currency, timezone: s.timezone, tipEnabled: s.tipEnabled, tipType: s.tipType,
    days: [...days.values()].sort(byKey), tables: [...tables.values()].sort(byKey), total,
  };
}
