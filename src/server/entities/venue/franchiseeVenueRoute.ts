import type { FastifyInstance } from 'fastify';
import { freeReadableId } from '../../auth/freeReadableId';
import { FRANCHISEE_VENUE_FIELDS } from '../../auth/registerRoutes';
import { idSchema } from '../../crud/entitySchemas';
import { invalid, ruleError } from '../../errors';
import type { Services } from '../../services';
import { vatInUse } from './vatInUse';

/** A property schema without the admin-only `x-ui`. */
function plain(prop: any): any {
  const { 'x-ui': _ui, ...rest } = prop;
  return rest;
}

/**
 * `POST general/venue/franchisee`: a signed-in manager registers a franchisee's venue with the
 * fields a franchisee registers with (POST auth/register/franchisee), in their customer group (an
 * administrator names one). Like a self-registered one it starts unpublished, unverified and with
 * the service off, under a generated short id; verifying and publishing stay separate steps.
 */
export function franchiseeVenueRoute(app: FastifyInstance, services: Services): void {
  const venue = services.registry.get('venue')!;
  const props = venue.def.properties as Record<string, any>;
  app.post('/api/v1/general/venue/franchisee', {
    config: { access: ['venue.create', 'venue.create.simple'] },
    schema: {
      tags: ['venue'],
      summary: 'Register a franchisee venue (unpublished, unverified, service off; short id generated)',
      operationId: 'venue_registerFranchisee',
      body: {
        type: 'object',
        properties: { ...Object.fromEntries(FRANCHISEE_VENUE_FIELDS.map((k) => [k, plain(props[k])])), customerGroup: idSchema },
        // Spec part 1 §5: postal codes are entered together with a city.
        required: ['name', 'street', 'number', 'postalCode', 'city'],
        additionalProperties: false,
      },
      response: { 201: { type: 'object', properties: { data: { $ref: 'venue#' } }, required: ['data'] } },
    },
  }, async (req, reply) => {
    const p = req.principal!;
    const body = req.body as Record<string, unknown> & { name: string; vatNumber?: string; customerGroup?: string };
    const customerGroup = body.customerGroup ?? p.customerGroup ?? undefined;
    if (body.vatNumber && (await vatInUse(services.db.kysely, services.db.dialect, venue, 'vatNumber', body.vatNumber, undefined, customerGroup))) {
      throw invalid([ruleError('vatNumber', 'vatInvalidOrInUse')]);
    }
    const readableId = await freeReadableId(services, body.name);
    // The items service checks the group against the caller's scope (x-ref) and audits the create.
    const created = await services.items.create(venue, p, {
      ...body, ...(customerGroup ? { customerGroup } : {}), readableId, isPublished: false, verified: false, isServiceActivated: false,
    });
    return reply.code(201).send({ data: created });
  });
}
