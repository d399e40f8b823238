import { sql } from 'kysely';
import { systemPrincipal } from '../../access/systemPrincipal';
import { parseDoc } from '../../crud/rowToRecord';
import { parseListQuery } from '../../crud/parseListQuery';
import { fieldExprSql } from '../../db/fieldExpr';
import { AppError } from '../../errors';
import { defineHooks } from '../../crud/EntityHooks';
import { printerSignal } from './printerSignal';

const count = (articles: unknown) => (Array.isArray(articles) ? articles.length : 0);

const hooks = defineHooks('printer', {
  beforeCreate(_ctx, data) {
    data.articleCount = count(data.articles);
  },
  beforeUpdate(_ctx, patch) {
    if (patch.articles !== undefined) patch.articleCount = count(patch.articles);
  },
  // Online state as of this answer (the admin shows it as is; it does not compute it again).
  read(record) {
    record.lastSignal = printerSignal(record.heartbeat);
  },
  actions: {
    // Recorded on the printer (and in the audit log); the device learns it from its next heartbeat.
    restart: ({ entity, principal, params, services }) =>
      services.items.update(entity, principal, params.id, { restartRequestedAt: new Date().toISOString() }, { venue: params.venue }, 'restart'),
  },
  routes(app, services) {
    const entity = services.registry.get('printer')!;
    const keyExpr = fieldExprSql(entity, 'key', services.db.dialect);

    app.post('/api/v1/printer/heartbeat', {
      config: { access: 'public' },
      schema: {
        tags: ['printer'],
        summary: 'Printer heartbeat, authenticated by the printer key; answers whether to restart',
        operationId: 'printer_heartbeat',
        security: [],
        body: { type: 'object', properties: { key: { type: 'string', minLength: 8, maxLength: 100 } }, required: ['key'], additionalProperties: false },
        response: { 200: { type: 'object', properties: { data: { type: 'object', properties: { restart: { type: 'boolean' } } } } } },
      },
    }, async (req) => {
      const { key } = req.body as { key: string };
      const row = await services.db.kysely.selectFrom('printer').select(['_id', 'venue', 'doc']).where(sql.raw(keyExpr), '=', key).where('deleted_at', 'is', null).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', { resource: 'printer' });
      const restart = !!parseDoc(row.doc).restartRequestedAt;
      await services.items.update(entity, systemPrincipal, row._id, { heartbeat: new Date().toISOString(), restartRequestedAt: null }, {}, 'heartbeat');
      return { data: { restart } };
    });

    // GET general/venue/printer: every printer the caller may see, keyed by venue, then printer key.
    app.get('/api/v1/general/venue/printer', {
      config: { access: entity.def['x-access'].view },
      schema: {
        tags: ['printer'],
        summary: 'Printers of all allowed venues, keyed by venue id, then printer key',
        operationId: 'printer_byVenue',
        response: { 200: { type: 'object', properties: { data: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { $ref: 'printer#' } } } } } },
      },
    }, async (req) => {
      const q = parseListQuery(entity, req.query as Record<string, unknown>, false);
      const data: Record<string, Record<string, unknown>> = {};
      for (const p of await services.items.all(entity, req.principal!, q)) (data[p.venue] ??= {})[p.key] = p;
      return { data };
    });
  },
});

export default hooks;
