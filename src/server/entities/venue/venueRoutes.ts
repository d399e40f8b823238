import type { FastifyInstance } from 'fastify';
import { csvList, MESSAGES_EN } from '../../../core/validators';
import { idSchema } from '../../crud/entitySchemas';
import { invalid } from '../../errors';
import { geocoder, type GeoAddress } from '../../geo/Geocoder';
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

type Integrations = Record<string, Record<string, unknown>>;

function payloadErrors(value: Record<string, unknown>) {
  const tenders = value.excludedTenders;
  if (tenders === undefined || tenders === null || tenders === '') return [];
  const key = typeof tenders === 'string' ? csvList(tenders) : 'validation.csvList';
  return key ? [{ path: 'payload.excludedTenders', message: MESSAGES_EN[key] ?? key }] : [];
}

/**
 * Venue calls beyond generic CRUD: the GPS lookup (§5, §8) and the checkout integration
 * properties (§3, §7). All write through the items service, so tenant scope (404 outside it),
 * hooks and audit apply.
 */
export function venueRoutes(app: FastifyInstance, services: Services): void {
  const venue = services.registry.get('venue')!;
  const items = services.items;

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
    const found = Object.keys(address).length ? await geocoder().lookup(address) : null;
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
