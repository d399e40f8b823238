import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dayBoundInZone } from '../../core/venueTime';
import { REPORT_TEXTS } from '../entities/automatedReport/reportTexts';
import type { Cell } from '../io/cellValue';
import { writeCsv } from '../io/writeCsv';
import type { Services } from '../services';
import { dateTimeIn, decimalIn, EXPORT_LANGS, exportLang, fileDay, moneyIn, type ExportLang } from './exportLang';
import { keysetRows } from './keysetRows';
import { emailParam, exportResponses, sendExport } from './mailedExport';
import { REVENUE_STATUSES } from './salesDailySql';
import { salesPeriod, type SalesPeriod } from './salesPeriod';
import { salesQuerySchema } from './salesSchemas';
import { venueScope, type SalesVenue } from './salesScope';

const HEAD: Record<ExportLang, string[]> = {
  de: ['Datum', 'Bestellung', 'Bestellart', 'Zahlungsart', 'Artikel', 'Menge', 'Einzelpreis', 'Summe', 'Steuersatz (%)'],
  en: ['Date', 'Order', 'Order type', 'Payment method', 'Article', 'Quantity', 'Unit price', 'Total', 'Tax rate (%)'],
  fr: ['Date', 'Commande', 'Type de commande', 'Moyen de paiement', 'Article', 'Quantité', 'Prix unitaire', 'Total', 'Taux de TVA (%)'],
};
const COUNTED = new Set<unknown>(REVENUE_STATUSES);

/**
 * The lines of a foodspot file: one per article line of the venue's orders that count as revenue
 * (salesFigures' definition: done or validated, not deleted) created in the period's local days,
 * oldest first, read by keyset pages (keysetRows). Dates on the venue's clock, money and rates in
 * the file's language; an article's name is the customer's text, guarded by writeCsv.
 */
async function* foodspotRows(services: Services, venue: SalesVenue, period: SalesPeriod, lang: ExportLang): AsyncGenerator<Cell[]> {
  const t = REPORT_TEXTS[lang];
  const money = moneyIn(lang);
  const rate = decimalIn(lang);
  const when = dateTimeIn(lang, venue.timezone);
  yield HEAD[lang];
  const where = sql`"venue" = ${venue._id} and "created_at" >= ${dayBoundInZone(period.from, venue.timezone)} and "created_at" <= ${dayBoundInZone(period.to, venue.timezone, true)}`;
  for await (const row of keysetRows(services, services.registry.get('order')!.table, where)) {
    const o = row.doc;
    if (!COUNTED.has(o.status) || !Array.isArray(o.items)) continue;
    for (const item of o.items as { name?: unknown; quantity?: unknown; unitPrice?: unknown; taxRate?: unknown }[]) {
      const quantity = Number(item.quantity ?? 0);
      const unit = Number(item.unitPrice ?? 0);
      yield [when(row.created_at), String(o.code ?? row._id), String(o.type ?? ''), t.methods[String(o.paymentMethod)] ?? String(o.paymentMethod ?? ''),
        String(item.name ?? ''), quantity, money(unit), money(unit * quantity), typeof item.taxRate === 'number' ? rate(item.taxRate) : null];
    }
  }
}

/**
 * `GET export/{venue}/foodspot` (spec §7), served as `GET v1/export/{venue}/foodspot`: what the
 * venue sold, article line by article line, in the period of the statistics calls (last 30 days
 * without one), as CSV streamed from the database (decision in the report). Needs `sales.export`;
 * a venue outside the caller's scope is 404.
 */
export function foodspotExportRoute(app: FastifyInstance, services: Services): void {
  const base = salesQuerySchema(false);
  app.get('/api/v1/export/:venue/foodspot', {
    config: { access: 'sales.export' },
    schema: {
      tags: ['export'], operationId: 'export_venueFoodspot', response: exportResponses(['text/csv']),
      summary: 'What one venue sold: a line per article of its counted orders (done, validated) in the period, as CSV (streamed); foodspot-{DD-MM-YYYY}.csv after the first day',
      params: { type: 'object', properties: { venue: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['venue'] },
      querystring: { ...base, properties: { ...base.properties, lang: { type: 'string', enum: EXPORT_LANGS, description: 'the file\'s language; else Accept-Language, else de' }, email: emailParam } },
    },
  }, async (req, reply) => {
    const q = req.query as { period?: string; from?: string; to?: string; lang?: string };
    const scope = await venueScope(services, req.principal!, [(req.params as { venue: string }).venue]);
    const venue = scope.venues[0];
    const period = salesPeriod(q, venue.timezone, 'last30')!;
    const lang = exportLang(q.lang, req.headers['accept-language']);
    return sendExport(services, req, reply, { filename: `foodspot-${fileDay(period.from)}.csv`, contentType: 'text/csv; charset=utf-8', body: writeCsv(foodspotRows(services, venue, period, lang)) });
  });
}
