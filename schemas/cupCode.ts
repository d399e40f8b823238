import { defineEntity } from './_meta';

/** Spec §5 "quantity number: 1 to 5 digits or 100000": the highest cup code number. */
export const CUP_NUMBER_MAX = 100_000;
/** Spec §5/§9 "one variant 10,000": codes made by one generate call. */
export const CUP_GENERATE_MAX = 10_000;

const ids = { type: 'array', items: { type: 'string', format: 'objectId' }, minItems: 1, maxItems: 50_000 } as const;
/** List filters (`key[]=value`, `key[gte]=`, `q`) as the list call takes them. */
const filterQuery = {
  type: 'object',
  properties: { q: { type: 'string', maxLength: 200 } },
  additionalProperties: { description: 'filters: key[]=value (repeat for any-of), key[gte]=, key[lte]=' },
} as const;

/**
 * Numbered codes printed on reusable cups (spec part 2 §3, admin only): generated in bulk from
 * a first number and a quantity for one venue, each number once among the venue's live codes.
 * `quantity` and `startingFrom` record the generate call a code came from.
 */
export default defineEntity({
  $id: 'cupCode',
  title: 'Cup code',
  type: 'object',
  properties: {
    number: { type: 'integer', minimum: 1, maximum: CUP_NUMBER_MAX, 'x-ui': { list: true, filter: 'search' } },
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    active: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    /** the brands whose customers may use the code */
    customerGroups: {
      type: 'array', items: { type: 'string', format: 'objectId' }, maxItems: 100, uniqueItems: true,
      'x-ref': 'customerGroup', 'x-ui': { list: true, filter: 'reference' },
    },
    /** how many codes the generate call that made this one produced */
    quantity: { type: 'integer', minimum: 1, maximum: CUP_GENERATE_MAX, readOnly: true, 'x-ui': { create: false } },
    /** the first number of that generate call */
    startingFrom: { type: 'integer', minimum: 1, maximum: CUP_NUMBER_MAX, readOnly: true, 'x-ui': { list: true, create: false } },
  },
  required: ['number', 'venue'],
  'x-scope': 'venue',
  'x-access': { view: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': { base: 'v1/general/cup' },
  'x-actions': {
    /**
     * Codes startingFrom … startingFrom+quantity−1 for one venue, all active; all or none (a
     * number already live in the venue refuses the call).
     */
    generate: {
      call: 'POST generate',
      access: 'admin',
      body: {
        type: 'object',
        properties: {
          venue: { type: 'string', format: 'objectId' },
          startingFrom: { type: 'integer', minimum: 1, maximum: CUP_NUMBER_MAX },
          quantity: { type: 'integer', minimum: 1, maximum: CUP_GENERATE_MAX },
          customerGroups: { type: 'array', items: { type: 'string', format: 'objectId' }, maxItems: 100, uniqueItems: true },
        },
        required: ['venue', 'startingFrom', 'quantity'],
        additionalProperties: false,
      },
      data: {
        type: 'object',
        properties: { ids: { type: 'array', items: { type: 'string' } }, count: { type: 'integer' }, from: { type: 'integer' }, to: { type: 'integer' } },
        required: ['ids', 'count', 'from', 'to'],
      },
    },
    activate: { call: 'PATCH {id}/activate', access: 'admin', data: 'record' },
    deactivate: { call: 'PATCH {id}/deactivate', access: 'admin', data: 'record' },
    /** the selected codes set to `active`, or each one flipped when `active` is left out */
    activeToggle: {
      call: 'PATCH active-toggle',
      access: 'admin',
      bulk: true,
      body: { type: 'object', properties: { ids, active: { type: 'boolean' } }, required: ['ids'], additionalProperties: false },
      data: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } }, count: { type: 'integer' } }, required: ['ids', 'count'] },
    },
    /** every live code matching the list filters (at least one), soft-deleted in one transaction */
    deleteByFilter: {
      call: 'DELETE /',
      access: 'admin',
      query: filterQuery,
      confirm: true,
      data: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } }, count: { type: 'integer' } }, required: ['ids', 'count'] },
    },
    /** the codes matching the list filters as CSV, streamed (also the download job `cupCodeExport`) */
    export: { call: 'GET ../../export/cup/', access: 'admin', returns: 'binary', produces: ['text/csv'], query: filterQuery },
  },
  'x-index': [['number'], ['active', 'number']],
  'x-unique': [['venue', 'number']],
  'x-search': ['number'],
  'x-ui': { route: '/cupCode', group: 'promo', icon: 'LocalCafe', titleField: 'number', editPath: 'editt', export: { handler: 'cupCodeExport', access: 'admin' } },
});
