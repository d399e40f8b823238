import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dayBoundInZone } from '../../core/venueTime';
import { localizedText } from '../../admin/format/localizedText';
import type { Cell } from '../io/cellValue';
import { exportCatalogue } from '../io/exportCatalogue';
import { writeCsv } from '../io/writeCsv';
import type { Services } from '../services';
import { dateTimeIn, decimalIn, EXPORT_LANGS, exportLang, fileDay, type ExportLang } from './exportLang';
import { keysetRows } from './keysetRows';
import { emailParam, exportResponses, sendExport } from './mailedExport';
import { salesPeriod, type SalesPeriod } from './salesPeriod';
import { salesQuerySchema } from './salesSchemas';
import { venueScope, type SalesVenue } from './salesScope';

/** The entities a venue's foodcard is made of (spec part 2 §1: the foodcard per venue). */
export const FOODCARD_RESOURCES = new Set(['category', 'article', 'option', 'optionArticle', 'tag', 'constrain', 'printGroup', 'productCombo', 'inventory', 'upsell', 'cartRecommendation']);
/** Actions that are not an update of an existing record. */
const NOT_UPDATES = new Set(['create', 'delete', 'hardDelete']);

const HEAD: Record<ExportLang, string[]> = {
  de: ['Datum', 'Benutzer', 'Aktion', 'Bereich', 'Datensatz', 'Titel', 'Feld', 'Vorher', 'Nachher'],
  en: ['Date', 'User', 'Action', 'Resource', 'Record', 'Title', 'Field', 'Before', 'After'],
  fr: ['Date', 'Utilisateur', 'Action', 'Ressource', 'Enregistrement', 'Titre', 'Champ', 'Avant', 'Après'],
};

/**
 * The foodcard's update log of one venue: the audit entries of its foodcard records (FOODCARD_RESOURCES)
 * that change an existing record (updates, bulk activate/hide/price changes …), one line per changed
 * field with its value before and after, oldest first, read by keyset pages. Numbers and dates in
 * the file's language; values are users' text, guarded by writeCsv.
 */
async function* foodcardLogRows(services: Services, venue: SalesVenue, period: SalesPeriod, lang: ExportLang): AsyncGenerator<Cell[]> {
  const catalogue = exportCatalogue(lang);
  const when = dateTimeIn(lang, venue.timezone);
  const num = decimalIn(lang);
  const value = (v: unknown): Cell => (v === undefined || v === null ? null : typeof v === 'number' ? num(v) : typeof v === 'boolean' ? (v ? catalogue.yes : catalogue.no) : typeof v === 'object' ? JSON.stringify(v) : String(v));
  yield HEAD[lang];
  const where = sql`"venue" = ${venue._id} and "created_at" >= ${dayBoundInZone(period.from, venue.timezone)} and "created_at" <= ${dayBoundInZone(period.to, venue.timezone, true)}`;
  for await (const row of keysetRows(services, services.registry.get('audit')!.table, where)) {
    const a = row.doc;
    const resource = String(a.resource ?? '');
    if (!FOODCARD_RESOURCES.has(resource) || NOT_UPDATES.has(String(a.action))) continue;
    const head = [when(row.created_at), String(a.actorName ?? a.actor ?? ''), String(a.action ?? ''), resource, String(a.subject ?? ''), localizedText(a.title, lang) || null];
    const changes = Object.entries((a.changes ?? {}) as Record<string, { before?: unknown; after?: unknown }>);
    if (!changes.length) yield [...head, null, null, null];
    for (const [field, change] of changes) yield [...head, catalogue.fieldLabel(resource, field), value(change?.before), value(change?.after)];
  }
}

/**
 * `GET foodcard-log/export/logs/update` (spec §7, a blob), served as
 * `GET v1/foodcard-log/export/logs/update?venue=…`: the foodcard update log of a venue in the period
 * of the statistics calls (last 30 days without one) as CSV, streamed. Needs `foodcard.export`; a
 * venue outside the caller's scope is 404 (decision in the report).
 */
export function foodcardLogExportRoute(app: FastifyInstance, services: Services): void {
  const base = salesQuerySchema(false);
  app.get('/api/v1/foodcard-log/export/logs/update', {
    config: { access: 'foodcard.export' },
    schema: {
      tags: ['export'], operationId: 'foodcardLog_exportUpdates', response: exportResponses(['text/csv']),
      summary: 'A venue\'s foodcard update log (who changed which field of a category, article, option … from what to what) in the period, as CSV (streamed); foodcard-log-{DD-MM-YYYY}.csv after the first day',
      querystring: {
        ...base,
        properties: {
          ...base.properties,
          venue: { type: 'string', pattern: '^[0-9a-f]{24}$' },
          lang: { type: 'string', enum: EXPORT_LANGS, description: 'the file\'s language; else Accept-Language, else de' },
          email: emailParam,
        },
        required: ['venue'],
      },
    },
  }, async (req, reply) => {
    const q = req.query as { venue: string; period?: string; from?: string; to?: string; lang?: string };
    const venue = (await venueScope(services, req.principal!, [q.venue])).venues[0];
    const period = salesPeriod(q, venue.timezone, 'last30')!;
    const lang = exportLang(q.lang, req.headers['accept-language']);
    return sendExport(services, req, reply, { filename: `foodcard-log-${fileDay(period.from)}.csv`, contentType: 'text/csv; charset=utf-8', body: writeCsv(foodcardLogRows(services, venue, period, lang)) });
  });
}
