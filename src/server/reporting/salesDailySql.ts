import type { Dialect } from '../db/createDb';

/**
 * The daily sales roll-up (`sales_daily`), kept by the database itself: row triggers on `order`,
 * `payment` and `venue` add each write's difference in the writing transaction, whoever writes
 * (the items service, refunds, a payment callback, a seed or an import's raw SQL, another server
 * process). One row per venue, local day (the venue's `timezone`), payment method and order type.
 * A year of one venue is at most a few thousand rows, so the statistics never read the orders.
 *
 * What counts (the one definition, see salesFigures.ts): orders not deleted whose status is one of
 * REVENUE_STATUSES, on the local day of their `createdAt`; booked refunds (not `pending`) of
 * payments not deleted, on the local day of the refund's own `at`, under the payment's method and
 * its order's type.
 */
export const REVENUE_STATUSES = ['done', 'validated'] as const;

/** Raised when the roll-up's definition changes: boot rebuilds it once (syncTables). */
export const SALES_DAILY_VERSION = '1';

export const SALES_COLUMNS = ['orders', 'revenue', 'net', 'tips', 'refunds', 'refund_count'] as const;
const KEY = ['venue', 'day', 'method', 'type'] as const;

type Json = (row: string, field: string) => string;

function dialectParts(d: Dialect) {
  const text: Json = d === 'sqlite' ? (r, f) => `json_extract(${r}."doc", '$.${f}')` : (r, f) => `(${r}."doc"->>'${f}')`;
  const num = (expr: string) => (d === 'sqlite' ? `coalesce(${expr}, 0)` : `coalesce((${expr})::numeric, 0)::bigint`);
  const zone = (venueExpr: string) => `(select ${text('v', 'timezone')} from "venue" v where v."_id" = ${venueExpr})`;
  return { text, num, zone };
}

/** One row's contribution (sign +1 or -1) of an order `r` (NEW, OLD, or a table alias with `from`). */
function orderRows(d: Dialect, r: string, sign: number, from = ''): string {
  const { text, num, zone } = dialectParts(d);
  const statuses = REVENUE_STATUSES.map((s) => `'${s}'`).join(', ');
  return `select ${r}."venue" as venue, bo_local_day(${r}."created_at", ${zone(`${r}."venue"`)}) as day,
      coalesce(${text(r, 'paymentMethod')}, '') as method, coalesce(${text(r, 'type')}, '') as type,
      ${sign} as orders, ${sign} * ${num(text(r, 'total'))} as revenue, ${sign} * ${num(text(r, 'net'))} as net,
      ${sign} * ${num(text(r, 'tip'))} as tips, 0 as refunds, 0 as refund_count
    ${from}
    where ${r}."deleted_at" is null and ${r}."venue" is not null and ${text(r, 'status')} in (${statuses})`;
}

/** The booked refunds of a payment `p`, each on its own local day. */
function refundRows(d: Dialect, p: string, sign: number, from = ''): string {
  const { text, num, zone } = dialectParts(d);
  const each = d === 'sqlite'
    ? `json_each(${p}."doc", '$.refunds') as r`
    : `jsonb_array_elements(case when jsonb_typeof(${p}."doc"->'refunds') = 'array' then ${p}."doc"->'refunds' else '[]'::jsonb end) as r(value)`;
  const field = (f: string) => (d === 'sqlite' ? `json_extract(r.value, '$.${f}')` : `(r.value->>'${f}')`);
  const notPending = d === 'sqlite' ? `coalesce(${field('pending')}, 0) = 0` : `coalesce((${field('pending')})::boolean, false) = false`;
  return `select ${p}."venue" as venue, bo_local_day(${field('at')}, ${zone(`${p}."venue"`)}) as day,
      coalesce(${text(p, 'method')}, '') as method,
      coalesce((select ${text('o', 'type')} from "order" o where o."_id" = ${text(p, 'order')}), '') as type,
      0 as orders, 0 as revenue, 0 as net, 0 as tips, ${sign} * ${num(field('amount'))} as refunds, ${sign} as refund_count
    from ${from ? `${from}, ` : ''}${each}
    where ${p}."deleted_at" is null and ${p}."venue" is not null and ${notPending}`;
}

const sums = SALES_COLUMNS.map((c) => `sum(${c})`).join(', ');
const cols = [...KEY, ...SALES_COLUMNS].map((c) => `"${c}"`).join(', ');

/** Adds rows (grouped first: PostgreSQL refuses to upsert one key twice in a statement). */
function upsert(rows: string): string {
  const set = SALES_COLUMNS.map((c) => `"${c}" = "sales_daily"."${c}" + excluded."${c}"`).join(', ');
  return `insert into "sales_daily" (${cols})
    select venue, day, method, type, ${sums} from (${rows}) x where true group by venue, day, method, type
    on conflict (${KEY.map((k) => `"${k}"`).join(', ')}) do update set ${set}`;
}

/** The roll-up computed from the orders and payments (of one venue when `venueExpr` is given). */
export function fromScratchRows(d: Dialect, venueExpr?: string): string {
  const w = (a: string) => (venueExpr ? ` and ${a}."venue" = ${venueExpr}` : '');
  return `${orderRows(d, 'o', 1, 'from "order" o')}${w('o')} union all ${refundRows(d, 'p', 1, '"payment" p')}${w('p')}`;
}

/** Statements that rebuild the roll-up (of one venue, or all) from the orders and payments. */
export function rebuildStatements(d: Dialect, venueExpr?: string): string[] {
  return [`delete from "sales_daily"${venueExpr ? ` where "venue" = ${venueExpr}` : ''}`, upsert(fromScratchRows(d, venueExpr))];
}

const TABLE = `CREATE TABLE IF NOT EXISTS "sales_daily" (
    "venue" TEXT NOT NULL, "day" TEXT NOT NULL, "method" TEXT NOT NULL, "type" TEXT NOT NULL,
    ${SALES_COLUMNS.map((c) => `"${c}" BIGINT NOT NULL DEFAULT 0`).join(', ')},
    PRIMARY KEY ("venue", "day", "method", "type"))`;

/** The table, the local-day function (PostgreSQL; SQLite's is registered on the connection) and the triggers. */
export function salesDailyStatements(d: Dialect): string[] {
  const tzChanged = (a: string, b: string) => (d === 'sqlite'
    ? `json_extract(${a}."doc", '$.timezone') IS NOT json_extract(${b}."doc", '$.timezone')`
    : `(${a}."doc"->>'timezone') IS DISTINCT FROM (${b}."doc"->>'timezone')`);
  if (d === 'sqlite') {
    const trigger = (name: string, when: string, body: string[]) => [
      `DROP TRIGGER IF EXISTS "${name}"`,
      `CREATE TRIGGER "${name}" ${when} BEGIN ${body.map((s) => `${s};`).join(' ')} END`,
    ];
    return [
      TABLE,
      ...trigger('order__sales_ins', 'AFTER INSERT ON "order"', [upsert(orderRows(d, 'NEW', 1))]),
      ...trigger('order__sales_upd', 'AFTER UPDATE ON "order"', [upsert(orderRows(d, 'OLD', -1)), upsert(orderRows(d, 'NEW', 1))]),
      ...trigger('order__sales_del', 'AFTER DELETE ON "order"', [upsert(orderRows(d, 'OLD', -1))]),
      ...trigger('payment__sales_ins', 'AFTER INSERT ON "payment"', [upsert(refundRows(d, 'NEW', 1))]),
      ...trigger('payment__sales_upd', 'AFTER UPDATE ON "payment"', [upsert(refundRows(d, 'OLD', -1)), upsert(refundRows(d, 'NEW', 1))]),
      ...trigger('payment__sales_del', 'AFTER DELETE ON "payment"', [upsert(refundRows(d, 'OLD', -1))]),
      // A venue's days move with its zone: its rows are computed again.
      ...trigger('venue__sales_tz', `AFTER UPDATE ON "venue" WHEN ${tzChanged('OLD', 'NEW')}`, rebuildStatements(d, 'NEW."_id"')),
    ];
  }
  const fn = (name: string, body: string) => `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${body} RETURN NULL; END $$`;
  const rowFn = (name: string, rows: (r: string, s: number) => string) => fn(name, `
      IF TG_OP IN ('UPDATE', 'DELETE') THEN ${upsert(rows('OLD', -1))}; END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN ${upsert(rows('NEW', 1))}; END IF;`);
  return [
    TABLE,
    // The zone as the server's Intl reads it: an unknown or empty one counts as Europe/Berlin (venueTime.zoneOf).
    `CREATE OR REPLACE FUNCTION bo_local_day(at text, zone text) RETURNS text LANGUAGE plpgsql STABLE AS $$
      BEGIN RETURN coalesce(to_char(at::timestamptz AT TIME ZONE coalesce(nullif(zone, ''), 'Europe/Berlin'), 'YYYY-MM-DD'), '');
      EXCEPTION WHEN invalid_parameter_value THEN RETURN coalesce(to_char(at::timestamptz AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD'), ''); END $$`,
    rowFn('bo_sales_order', (r, s) => orderRows(d, r, s)),
    rowFn('bo_sales_payment', (r, s) => refundRows(d, r, s)),
    fn('bo_sales_venue', rebuildStatements(d, 'NEW."_id"').map((s) => `${s};`).join(' ')),
    `CREATE OR REPLACE TRIGGER "order__sales" AFTER INSERT OR UPDATE OR DELETE ON "order" FOR EACH ROW EXECUTE FUNCTION bo_sales_order()`,
    `CREATE OR REPLACE TRIGGER "payment__sales" AFTER INSERT OR UPDATE OR DELETE ON "payment" FOR EACH ROW EXECUTE FUNCTION bo_sales_payment()`,
    `CREATE OR REPLACE TRIGGER "venue__sales_tz" AFTER UPDATE ON "venue" FOR EACH ROW WHEN (${tzChanged('OLD', 'NEW')}) EXECUTE FUNCTION bo_sales_venue()`,
  ];
}
