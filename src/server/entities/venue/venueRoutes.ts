import type { FastifyInstance } from 'fastify';
import { csvList, MESSAGES_EN } from '../../../core/validators';
import { simpleFields } from '../../../../schemas/venue';
import { createSchema, idSchema, updateSchema } from '../../crud/entitySchemas';
import { invalid } from '../../errors';
import type { GeoAddress } from '../../geo/Geocoder';
import type { Services } from '../../services';

/** Spec part 1 §8. */
export const GPS_NOT_FOUND = 'GPS position for provided address was not found. Please change the address or enter gps coordinates manually.';

const BASE = '/api/v1/general/venue';
const tags = ['venue'];
const one = { type: 'object', properties: { data: { $ref: 'venue#' } }, required: ['data'] } as const;
/** A key of the venue's checkoutIntegration object: never a name that would act on its prototype. */
const integrationType = { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$', not: { enum: ['__proto__', 'constructor', 'prototype'] } } as const;
/** Provider settings vary by integration type (service url, revenue centers, excluded tenders, ...). */
const payload = { type: 'object', maxProperties: 200, additionalProperties: true } as const;
const integration = {
  type: 'object',
  properties: { data: { type: 'object', properties: { integrationType, payload }, required: ['integrationType', 'payload'] } },
  required: ['data'],
} as const;

function only(schema: { properties: Record<string, unknown>; required?: string[] }, keys: readonly string[]) {
  const properties = Object.fromEntries(keys.filter((k) => k in schema.properties).map((k) => [k, schema.properties[k]]));
  return {
    type: 'object',
    properties,
    ...(schema.required?.some((k) => keys.includes(k)) ? { required: schema.required.filter((k) => keys.includes(k)) } : {}),
    additionalProperties: false,
  };
}

type Integrations = Record<string, Record<string, unknown>>;

function payloadErrors(value: Record<string, unknown>) {
  const tenders = value.excludedTenders;
  if (tenders === undefined || tenders === null || tenders === '') return [];
  const key = typeof tenders === 'string' ? csvList(tenders) : 'validation.csvList';
  return key ? [{ path: 'payload.excludedTenders', message: MESSAGES_EN[key] ?? key }] : [];
}

/**
 * Venue calls beyond generic CRUD: the simple create/edit (spec part 1 §2 /venue/create/simple,
 * /venue/{id}/edit/simple), the GPS lookup (§5, §8) and the checkout integration properties (§3,
 * §7). All write through the items service, so tenant scope (404 outside it), hooks and audit apply.
 */
export function venueRoutes(app: FastifyInstance, services: Services): void {
  const venue = services.registry.get('venue')!;
  const items = services.items;

  app.post(`${BASE}/simple`, {
    config: { access: 'venue.create.simple' },
    schema: {
      tags, summary: 'Venue: create with the simple field set', operationId: 'venue_createSimple',
      body: only(createSchema(venue) as any, simpleFields),
      response: { 201: one },
    },
  }, async (req, reply) => {
    reply.code(201);
    return { data: await items.create(venue, req.principal!, req.body as Record<string, unknown>) };
  });

  app.patch(`${BASE}/:id/simple`, {
    config: { access: 'venue.update.simple' },
    schema: {
      tags, summary: 'Venue: update the simple field set', operationId: 'venue_updateSimple',
      params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      body: only(updateSchema(venue) as any, simpleFields),
      response: { 200: one },
    },
  }, async (req) => ({
    data: await items.update(venue, req.principal!, (req.params as { id: string }).id, req.body as Record<string, unknown>, {}, 'updateSimple'),
  }));

  app.post(`${BASE}/:id/gps`, {
    config: { access: 'venue.update' },
    schema: {
      tags, summary: "Venue: look up the GPS position of the venue's address and store it", operationId: 'venue_gpsLookup',
      params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      response: { 200: one },
    },
  }, async (req) => {
    const { id } = req.params as { id: string };
    const record = await items.show(venue, req.principal!, id);
    const address: GeoAddress = {};
    for (const k of ['street', 'number', 'postalCode', 'city', 'country'] as const) {
      if (typeof record[k] === 'string' && record[k]) address[k] = record[k] as string;
    }
    const found = Object.keys(address).length ? await services.geocoder.lookup(address) : null;
    if (!found) throw invalid([{ path: 'latitude', message: GPS_NOT_FOUND }]);
    return { data: await items.update(venue, req.principal!, id, { latitude: found.lat, longitude: found.lng }, {}, 'gpsLookup') };
  });

  app.get(`${BASE}/:venue/getCheckoutIntegration`, {
    config: { access: 'venue.checkoutIntegration.view' },
    schema: {
      tags, summary: 'Venue: checkout integration properties of one integration type', operationId: 'venue_getCheckoutIntegration',
      params: { type: 'object', properties: { venue: idSchema }, required: ['venue'] },
      querystring: { type: 'object', properties: { integrationType }, required: ['integrationType'], additionalProperties: false },
      response: { 200: integration },
    },
  }, async (req) => {
    const { integrationType: type } = req.query as { integrationType: string };
    const record = await items.show(venue, req.principal!, (req.params as { venue: string }).venue);
    const all = record.checkoutIntegration as Integrations | undefined;
    const stored = all && Object.hasOwn(all, type) ? all[type] : undefined;
    return { data: { integrationType: type, payload: stored ?? {} } };
  });

  app.patch(`${BASE}/:venue/setCheckoutIntegration`, {
    config: { access: 'venue.checkoutIntegration.update' },
    schema: {
      tags, summary: 'Venue: store the checkout integration properties of one integration type', operationId: 'venue_setCheckoutIntegration',
      params: { type: 'object', properties: { venue: idSchema }, required: ['venue'] },
      body: { type: 'object', properties: { integrationType, payload }, required: ['integrationType', 'payload'], additionalProperties: false },
      response: { 200: integration },
    },
  }, async (req) => {
    const body = req.body as { integrationType: string; payload: Record<string, unknown> };
    const errors = payloadErrors(body.payload);
    if (errors.length) throw invalid(errors);
    const id = (req.params as { venue: string }).venue;
    const record = await items.show(venue, req.principal!, id);
    const all = { ...(record.checkoutIntegration as Integrations | undefined), [body.integrationType]: body.payload };
    await items.update(venue, req.principal!, id, { checkoutIntegration: all }, {}, 'setCheckoutIntegration');
    return { data: { integrationType: body.integrationType, payload: body.payload } };
  });

  app.patch(`${BASE}/checkoutIntegration/copy`, {
    config: { access: 'venue.checkoutIntegration.update' },
    schema: {
      tags, summary: "Venue: copy one venue's checkout integration properties to another", operationId: 'venue_copyCheckoutIntegration',
      body: { type: 'object', properties: { from: idSchema, to: idSchema, integrationType }, required: ['from', 'to', 'integrationType'], additionalProperties: false },
      response: { 200: integration },
    },
  }, async (req) => {
    const body = req.body as { from: string; to: string; integrationType: string };
    if (body.from === body.to) throw invalid([{ path: 'to', message: 'Choose a venue other than the source.' }]);
    const source = await items.show(venue, req.principal!, body.from);
    const target = await items.show(venue, req.principal!, body.to);
    const copied = structuredClone((source.checkoutIntegration as Integrations | undefined)?.[body.integrationType] ?? {});
    const all = { ...(target.checkoutIntegration as Integrations | undefined), [body.integrationType]: copied };
    await items.update(venue, req.principal!, body.to, { checkoutIntegration: all }, {}, 'copyCheckoutIntegration');
    return { data: { integrationType: body.integrationType, payload: copied } };
  });
}
