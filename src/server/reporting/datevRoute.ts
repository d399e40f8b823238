import type { FastifyInstance } from 'fastify';
import { REPORT_TEXTS } from '../entities/automatedReport/reportTexts';
import type { Services } from '../services';
import { datevAccounts } from './datevAccounts';
import { datevBatch } from './datevBatch';
import { fileDay } from './exportLang';
import { figuresByDayAndMethod } from './salesFigures';
import { salesPeriod } from './salesPeriod';
import { salesQuerySchema } from './salesSchemas';
import { emailParam, exportResponses, sendExport } from './mailedExport';
import { venueScope } from './salesScope';
import { windows1252 } from './windows1252';

const CURRENCY: Record<string, string> = { euro: 'EUR', chf: 'CHF', czk: 'CZK', isk: 'ISK' };

/**
 * `GET export/datev` (spec §7), served as `GET v1/export/datev?venue=…`: the venue's revenue and
 * refunds of the period (the statistics call's period parameters; last month without one, the
 * usual accounting period) as a DATEV booking batch (datevBatch), in windows-1252.
 */
export function datevRoute(app: FastifyInstance, services: Services): void {
  const base = salesQuerySchema(false);
  app.get('/api/v1/export/datev', {
    config: { access: 'payment.datev.export' },
    schema: {
      tags: ['export'], operationId: 'export_datev', response: exportResponses(['text/csv']),
      summary: 'A venue\'s revenue and refunds per day and payment method as a DATEV booking batch (EXTF 700, Buchungsstapel; windows-1252)',
      querystring: {
        ...base,
        properties: {
          ...base.properties,
          venue: { type: 'string', pattern: '^[0-9a-f]{24}$' },
          consultant: { type: 'integer', minimum: 1001, maximum: 9999999, description: 'Beraternummer of the header (default: the venue\'s datevConsultant, else 1001)' },
          client: { type: 'integer', minimum: 1, maximum: 99999, description: 'Mandantennummer of the header (default: the venue\'s datevClient, else 1)' },
          email: emailParam,
        },
        required: ['venue'],
      },
    },
  }, async (req, reply) => {
    const q = req.query as { venue: string; period?: string; from?: string; to?: string; consultant?: number; client?: number };
    const scope = await venueScope(services, req.principal!, [q.venue]);
    const venue = scope.venues[0];
    // the venue's accounts and adviser numbers (its payment tab), read with the caller's rights like the scope
    const settings = await services.items.show(services.registry.get('venue')!, req.principal!, q.venue);
    const period = salesPeriod(q, venue.timezone, 'lastMonth')!;
    const lines = await figuresByDayAndMethod(services.db, scope.ids, period);
    const text = datevBatch({
      consultant: String(q.consultant ?? settings.datevConsultant ?? 1001), client: String(q.client ?? settings.datevClient ?? 1), from: period.from, to: period.to, label: venue.name,
      venueName: venue.name, costCentre: String(venue.readableId ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 36),
      currency: CURRENCY[venue.currency] ?? 'EUR', accounts: datevAccounts(settings), createdAt: new Date(), lines,
      methodName: (m) => REPORT_TEXTS.de.methods[m] ?? m,
    });
    return sendExport(services, req, reply, { filename: `EXTF_Buchungsstapel_${fileDay(period.from)}.csv`, contentType: 'text/csv; charset=windows-1252', body: windows1252(text) });
  });
}
