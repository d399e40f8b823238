import { uniqueRoute } from '../../crud/isUnique';
import { parseListQuery } from '../../crud/parseListQuery';
import { AppError } from '../../errors';
import { allows } from '../../access/principal';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('company', {
  routes(app, services) {
    const entity = services.registry.get('company')!;
    app.post('/api/v1/dnd/company/unique/company-code', uniqueRoute(services, 'company', 'companyCode'));
    app.get('/api/v1/dnd/company/venue/:id', {
      config: { access: entity.def['x-access'].view },
      schema: {
        tags: ['company'],
        summary: 'Companies of one venue',
        operationId: 'company_byVenue',
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['id'] },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'company#' } } } } },
      },
    }, async (req) => {
      const venue = (req.params as { id: string }).id;
      if (!allows(req.principal!.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
      const q = parseListQuery(entity, req.query as Record<string, unknown>, false);
      return { data: await services.items.all(entity, req.principal!, q, { venue }) };
    });
  },
});

export default hooks;
