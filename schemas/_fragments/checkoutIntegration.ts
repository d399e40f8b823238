/**
 * The properties of one checkout integration type that the spec names (part 1 §3: "service
 * url, org name, revenue centers, order types, firetime, excluded tenders (comma-separated),
 * multi-conventional, price sequence, cancel timeout"). The admin builds the integration form
 * from this list; the stored payload stays open (other keys a provider needs are kept as they are).
 * Lists are comma-separated text, as the existing backend stores them; times are minutes.
 */
export const checkoutIntegrationFields = {
  serviceUrl: { type: 'string', format: 'httpUrl', maxLength: 2048 },
  orgName: { type: 'string', maxLength: 200 },
  revenueCenters: { type: 'string', format: 'csvList', maxLength: 1000 },
  orderTypes: { type: 'string', format: 'csvList', maxLength: 1000 },
  firetime: { type: 'integer', minimum: 0, maximum: 1440 },
  excludedTenders: { type: 'string', format: 'csvList', maxLength: 1000 },
  multiConventional: { type: 'boolean' },
  priceSequence: { type: 'string', maxLength: 100 },
  cancelTimeout: { type: 'integer', minimum: 0, maximum: 1440 },
} as const;
