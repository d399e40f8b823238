/**
 * Tags, trade groups (constrains) and print groups share one shape (spec part 2 §3: "name,
 * identifier, sort, active") and one call style (§7): a venue list `GET venue/{venue}`, create
 * `POST /` with the venue in the body, `PATCH {id}`, and a bulk hard delete `DELETE` with the
 * ids under a named key in the body.
 */
import { identifierField } from './foodcard';

export const nameIdentifierProperties = {
  venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { create: false, edit: false } },
  name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
  identifier: identifierField,
  sort: { type: 'integer', minimum: 0, maximum: 1000000, default: 0, 'x-ui': { list: true } },
  active: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
} as const;

export function nameIdentifierApi<B extends string>(base: B) {
  return {
    base,
    list: 'GET venue/{venue}',
    all: 'GET venue/{venue}/all',
    query: 'GET venue/{venue}/query',
    create: 'POST /',
    show: 'GET {id}',
    update: 'PATCH {id}',
    // Only the spec's bulk hard delete removes these (x-actions.hardDeleteMany).
    delete: false,
    hardDelete: false,
    bulkUpdate: 'PATCH venue/{venue}/bulk',
    bulkDelete: false,
  } as const;
}

/** `DELETE <path>` with `{ <key>: [ids] }`: hard delete, all or nothing. */
export function hardDeleteMany<K extends string, A extends string>(path: string, key: K, access: A) {
  return {
    call: `DELETE ${path}`,
    access,
    bulk: true,
    confirm: true,
    body: {
      type: 'object',
      properties: { [key]: { type: 'array', items: { type: 'string', format: 'objectId' }, minItems: 1, maxItems: 10000, uniqueItems: true } },
      required: [key],
      additionalProperties: false,
    },
  } as const;
}
