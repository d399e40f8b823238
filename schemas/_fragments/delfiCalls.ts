import { price } from './money';

/**
 * The delivery-information service's calls (spec part 1 §7 "Aggregator jobs and connections":
 * GET delfi/venueInfo/{venue}, POST delfi/venueInfo, PATCH delfi/venueInfo/{venue}), as x-actions
 * of the venue declaration (schemas/venue.ts). The service is an outside system: the server
 * forwards each call to it (src/server/entities/venue/delfi/). The spec shows no payload, so the
 * venue info carries the venue's own delivery fields under their names (schemas/venue.ts:
 * deliveryEnabled, deliveryRadius, deliveryPostalCodes, deliveryFee, deliveryFeeTiers,
 * movDelivery) plus the expected delivery time and a delivery contact.
 */
const objectId = { type: 'string', format: 'objectId', pattern: '^[0-9a-f]{24}$' } as const;

/** The venue info's fields, every one optional (a PATCH sends the changed ones). */
export const delfiInfoFields = {
  deliveryEnabled: { type: 'boolean' },
  /** expected minutes from the order to the door */
  deliveryTime: { type: 'integer', minimum: 0, maximum: 1440 },
  deliveryRadius: { type: 'number', minimum: 0, maximum: 100000 },
  deliveryPostalCodes: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 20, pattern: '^\\S(.*\\S)?$' }, maxItems: 5000, uniqueItems: true },
  /** minimum order value for delivery */
  movDelivery: price,
  deliveryFee: price,
  deliveryFeeTiers: {
    type: 'array',
    maxItems: 50,
    items: { type: 'object', properties: { from: price, fee: price }, required: ['from', 'fee'], additionalProperties: false },
  },
  /** who the delivery service calls about the venue's deliveries */
  contact: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 200 },
      phone: { type: 'string', format: 'phone', maxLength: 16 },
      email: { type: 'string', format: 'email', maxLength: 254 },
    },
    additionalProperties: false,
  },
} as const;

/** The venue info as the calls answer it: the venue, its fields, and when the service last changed it. */
export const delfiVenueInfo = {
  type: 'object',
  properties: { venue: objectId, ...delfiInfoFields, updatedAt: { type: 'string', format: 'date-time' } },
  required: ['venue'],
  additionalProperties: false,
} as const;

export const delfiCalls = {
  /** the venue's info at the delivery-information service; `null` while the service holds none */
  delfiVenueInfo: {
    call: 'GET ../../delfi/venueInfo/{venue}',
    access: 'venue.view',
    // nothing to ask: any query parameter is a 400, before the service is asked
    query: { type: 'object', properties: {}, additionalProperties: false },
    data: { ...delfiVenueInfo, type: ['object', 'null'] },
  },
  /** registers the venue with the service */
  delfiCreateVenueInfo: {
    call: 'POST ../../delfi/venueInfo',
    access: 'venue.update',
    body: { type: 'object', properties: { venue: objectId, ...delfiInfoFields }, required: ['venue'], additionalProperties: false },
    data: delfiVenueInfo,
  },
  /** changes the fields sent; the others stay as the service holds them */
  delfiUpdateVenueInfo: {
    call: 'PATCH ../../delfi/venueInfo/{venue}',
    access: 'venue.update',
    body: { type: 'object', properties: delfiInfoFields, minProperties: 1, additionalProperties: false },
    data: delfiVenueInfo,
  },
} as const;
