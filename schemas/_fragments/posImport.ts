/**
 * The menu imports from point-of-sale and menu providers (spec part 1 §7 "Foodcard copy and
 * import"), queued as sync jobs (schemas/syncJob.ts); their code is in
 * src/server/entities/syncJob/pos/. Modes: spec part 1 §4 "POS menu sync modes".
 */
export const POS_SYNC_MODES = ['create_and_update', 'create_only', 'update_only', 'price_and_active', 'price_only', 'images_only', 'tables'] as const;
export type PosSyncMode = (typeof POS_SYNC_MODES)[number];

const mode = { type: 'string', enum: POS_SYNC_MODES, default: 'create_and_update' } as const;
const integrationType = { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$', not: { enum: ['__proto__', 'constructor', 'prototype'] } } as const;
const body = { type: 'object', properties: { mode }, additionalProperties: false } as const;
const viaBody = { type: 'object', properties: { mode, integrationType }, required: ['integrationType'], additionalProperties: false } as const;

const action = <C extends string, B extends object>(call: C, b: B) => ({ call, access: 'foodcard.sync.external', body: b, data: 'record' }) as const;

/**
 * The six calls as the spec writes them, each an x-action of the sync job (base v1/sync): the
 * venue is `{id}`, the provider is the action's. The hellotess test system has two paths.
 */
export const posImportActions = {
  importHellotessTestVenue: action('POST ../general/venue/{id}/foodcard/hellotess-test/import', body),
  importHellotessTest: action('POST ../foodcard/venue/{id}/foodcard/hellotess-test/import', body),
  importGastrofix: action('POST ../foodcard/venue/{id}/foodcard/gastrofix/import', body),
  importDeliverect: action('POST ../foodcard/deliverect/import/{id}', body),
  importSimphony: action('POST ../foodcard/simphony/import/{id}', body),
  importViaCheckoutIntegration: action('POST ../foodcard/viaCheckoutIntegrationProperties/import/{id}', viaBody),
} as const;
