import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql, type RawBuilder } from 'kysely';
import type { Entity } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import { parseListQuery } from '../../crud/parseListQuery';
import { fieldExpr } from '../../db/fieldExpr';
import { CSV_OPTIONS } from '../../io/writeCsv';
import type { Services } from '../../services';
import { EXPORT_HEADERS, YES_NO, type ExportLang } from './exportHeaders';

/** Rows read per query: the export holds one batch at a time, whatever the number of codes. */
const READ_BATCH = 2000;

/** codes: one line per code; count: codes per venue; summary: codes per promotion (name, type, value, period) */
export type PromoExportKind = 'codes' | 'count' | 'summary';
export const PROMO_EXPORT_KINDS: readonly PromoExportKind[] = ['codes', 'count', 'summary'];

const CODE_COLUMNS = ['code', 'name', 'type', 'value', 'percent', 'mov', 'amount', 'active', 'from', 'to', 'venue', 'usageFrequency', 'isAutomatic', 'createdAt'] as const;

export interface PromoExportFile {
  filename: string;
  contentType: string;
  stream: Readable;
}

/** Venue id → name, for the venues the caller may see (a handful; read once per export). */
async function venueNames(services: Services, p: Principal): Promise<Map<string, string>> {
  let q = services.db.kysely.selectFrom('venue').select(['_id', 'doc']);
  if (p.venueIds !== 'all') q = p.venueIds.length ? q.where('_id', 'in', [...p.venueIds]) : q.where(sql<boolean>`1 = 0`);
  const rows = await q.execute();
  return new Map(rows.map((r: any) => [r._id, (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc).name ?? r._id]));
}

/**
 * The list call's WHERE (tenant scope and the list's filters, `key[]=value`), so an export holds
 * exactly what the list shows. `lang` is the export's own parameter, not a filter.
 */
function exportWhere(services: Services, entity: Entity, p: Principal, query: Record<string, unknown>): RawBuilder<boolean> {
  const { lang: _lang, ...filters } = query;
  const q = parseListQuery(entity, filters, false);
  return services.items.whereOf(entity, p, q);
}

function csvStream(rows: AsyncIterable<unknown[]>): Readable {
  // pipeline, not pipe: a failing read ends the download with an error instead of a cut file.
  return pipeline(Readable.from(rows), stringify(CSV_OPTIONS), () => undefined);
}

/**
 * The promo code exports (spec §7: GET general/data/promo/csv and /count/csv, GET v1
 * export/promoCode/csv and /summary/csv), streamed: codes are read in keyset batches, so
 * memory stays flat for a million codes; headers and yes/no in `lang`; percent shown as percent.
 */
export async function promoExport(services: Services, entity: Entity, p: Principal, kind: PromoExportKind, query: Record<string, unknown>): Promise<PromoExportFile> {
  const lang = (['de', 'en', 'fr'].includes(String(query.lang)) ? query.lang : 'de') as ExportLang;
  const h = EXPORT_HEADERS[lang];
  const [yes, no] = YES_NO[lang];
  const where = exportWhere(services, entity, p, query);
  const names = await venueNames(services, p);
  const db = services.db.kysely;
  const d = services.db.dialect;
  const date = new Date().toISOString().slice(0, 10);

  if (kind === 'codes') {
    async function* rows() {
      yield CODE_COLUMNS.map((c) => h[c]);
      // Keyset by (created_at, _id): the order of the tenant's (venue, created_at, _id) and the
      // (created_at, _id) indexes, so each batch seeks where the last one ended instead of
      // sorting the remaining rows again (by _id alone SQLite sorted a venue's million rows per batch).
      let after: [string, string] = ['', ''];
      for (;;) {
        const res = await sql<{ _id: string; venue: string | null; created_at: string; doc: any }>`select "_id", "venue", "created_at", "doc"
          from ${sql.table(entity.table)} where ${where} and ("created_at", "_id") > (${after[0]}, ${after[1]})
          order by "created_at", "_id" limit ${READ_BATCH}`.execute(db);
        for (const r of res.rows) {
          const doc = typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc;
          yield [
            doc.code, doc.name, doc.type, doc.value ?? null, doc.percent == null ? null : Math.round(doc.percent * 10000) / 100, doc.mov ?? null,
            doc.amount ?? null, doc.active ? yes : no, doc.from ?? null, doc.to ?? null, r.venue ? (names.get(r.venue) ?? r.venue) : null,
            doc.usageFrequency ?? null, doc.isAutomatic ? yes : no, r.created_at,
          ];
        }
        if (res.rows.length < READ_BATCH) return;
        const last = res.rows[res.rows.length - 1];
        after = [last.created_at, last._id];
      }
    }
    return { filename: `promo-codes-${date}.csv`, contentType: 'text/csv; charset=utf-8', stream: csvStream(rows()) };
  }

  const active = fieldExpr(entity, 'active', d);
  const activeSum = sql`sum(case when ${active} then 1 else 0 end)`;
  if (kind === 'count') {
    const res = await sql<{ venue: string | null; n: number | string; a: number | string }>`select "venue", count(*) as n, ${activeSum} as a
      from ${sql.table(entity.table)} where ${where} group by "venue"`.execute(db);
    async function* rows() {
      yield [h.venue, h.codes, h.activeCodes, h.inactiveCodes];
      for (const r of res.rows) yield [r.venue ? (names.get(r.venue) ?? r.venue) : null, Number(r.n), Number(r.a), Number(r.n) - Number(r.a)];
    }
    return { filename: `promo-codes-count-${date}.csv`, contentType: 'text/csv; charset=utf-8', stream: csvStream(rows()) };
  }

  const f = (name: string) => fieldExpr(entity, name, d);
  const res = await sql<Record<string, any>>`select "venue", ${f('name')} as name, ${f('type')} as type, ${f('value')} as value,
      ${f('percent')} as percent, ${f('from')} as "from", ${f('to')} as "to", count(*) as n, ${activeSum} as a
    from ${sql.table(entity.table)} where ${where}
    group by "venue", ${f('name')}, ${f('type')}, ${f('value')}, ${f('percent')}, ${f('from')}, ${f('to')}
    order by 2, 1`.execute(db);
  async function* rows() {
    yield [h.venue, h.name, h.type, h.value, h.percent, h.from, h.to, h.codes, h.activeCodes, h.inactiveCodes];
    for (const r of res.rows) {
      yield [
        r.venue ? (names.get(r.venue) ?? r.venue) : null, r.name, r.type, r.value == null ? null : Number(r.value),
        r.percent == null ? null : Math.round(Number(r.percent) * 10000) / 100, r.from ?? null, r.to ?? null, Number(r.n), Number(r.a), Number(r.n) - Number(r.a),
      ];
    }
  }
  return { filename: `promo-codes-summary-${date}.csv`, contentType: 'text/csv; charset=utf-8', stream: csvStream(rows()) };
}
