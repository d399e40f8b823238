import type { Principal } from '../../access/principal';
import type { Services } from '../../services';
import { figuresByVenue } from '../../reporting/salesFigures';
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
  // The total's order count and tips are the sales figures' (the one definition, salesFigures.ts);
  // the day and table rows split them.
  if (s.matches) {
    const f = (await figuresByVenue(services.db, [s.venue], { from: s.from, to: s.to })).get(s.venue);
    total.orders = f?.orderCount ?? 0;
    total.tip = f?.tips ?? 0;
  }
  const byKey = (a: Row, b: Row) => a.key.localeCompare(b.key, 'de', { numeric: true });
  return {
    venue: s.venue, from: s.from, to: s.to, currency: s.currency, timezone: s.timezone, tipEnabled: s.tipEnabled, tipType: s.tipType,
    days: [...days.values()].sort(byKey), tables: [...tables.values()].sort(byKey), total,
  };
}
