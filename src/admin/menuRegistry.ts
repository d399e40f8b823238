import summaries from 'virtual:entity-summaries';
import { makeRegistry, type Registry } from '../core/registry';

/**
 * Every entity without its properties (built from the schema files when the admin is built):
 * enough for the resources, routes, menu, access rules and API paths the sign-in page and the
 * providers need. The full declarations (src/admin/registry.ts) load with the signed-in shell,
 * so the sign-in page does not download every schema.
 */
export const menuRegistry: Registry = makeRegistry(summaries);
