import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '../../../core/money';
import { writeCsv } from '../../io/writeCsv';
import { emailParam, exportResponses, sendExport } from '../../reporting/mailedExport';
import type { Services } from '../../services';
import { TIP_TYPES, tipOrders, tipScope, type TipScope } from './tipOrders';

type Lang = 'de' | 'en' | 'fr';
const HEADERS: Record<Lang, string[]> = {
  de: ['Datum', 'Uhrzeit', 'Bestellung', 'Tisch', 'Zahlungsart', 'Trinkgeld', 'Währung'],
  en: ['Date', 'Time', 'Order', 'Table', 'Payment method', 'Tip', 'Currency'],
  fr: ['Date', 'Heure', 'Commande', 'Table', 'Moyen de paiement', 'Pourboire', 'Devise'],
};
const TOTAL: Record<Lang, string> = { de: 'Summe', en: 'Total', fr: 'Total' };

async function* lines(services: Services, s: TipScope, lang: Lang) {
  yield HEADERS[lang];
  const time = new Intl.DateTimeFormat('de-DE', { timeZone: s.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  let total = 0;
  for await (const o of tipOrders(services, s)) {
    if (o.tip <= 0) continue;
    total += o.tip;
    const [y, m, d] = o.day.split('-');
    yield [`${d}.${m}.${y}`, time.format(new Date(o.at)), o.code, o.table, o.method, minorToDecimal(o.tip, ','), s.currency];
  }
  yield [TOTAL[lang], '', '', '', '', minorToDecimal(total, ','), s.currency];
}

/**
 * `GET v1/export/tips/{venue}/{from}/{to}` (spec §7): one line per tipped paid order of the
 * period and a total line, streamed as CSV; amounts with two decimals and a comma, local times,
 * headers in `lang` (de, en, fr; German otherwise), like the promo exports.
 */
export function tipExportRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/export/tips/:venue/:from/:to', {
    config: { access: ['billing.view', 'tips.view'] },
    schema: {
      tags: ['tip'],
      summary: 'Tip: the tipped orders of a venue between two local dates as CSV',
      operationId: 'tip_exportCsv',
      produces: ['text/csv'],
      response: exportResponses(['text/csv']),
      params: {
        type: 'object',
        properties: { venue: { type: 'string', pattern: '^[0-9a-f]{24}$' }, from: { type: 'string', maxLength: 10 }, to: { type: 'string', maxLength: 10 } },
        required: ['venue', 'from', 'to'],
      },
      querystring: {
        type: 'object',
        properties: { type: { type: 'string', enum: [...TIP_TYPES] }, lang: { type: 'string', maxLength: 10 }, email: emailParam },
        additionalProperties: false,
      },
    },
  }, async (req, reply) => {
    const params = req.params as Record<string, string>;
    const query = req.query as Record<string, unknown>;
    const s = await tipScope(services, req.principal!, params.venue, params.from, params.to, query.type);
    const lang: Lang = query.lang === 'en' || query.lang === 'fr' ? query.lang : 'de';
    const filename = `tips-${s.from}-${s.to}.csv`;
    return sendExport(services, req, reply, { filename, contentType: 'text/csv; charset=utf-8', body: writeCsv(lines(services, s, lang)) });
  });
}
