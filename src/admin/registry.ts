import details from 'virtual:entity-details';
import summaries from 'virtual:entity-summaries';
import type { EntityDef } from '../../schemas/_meta';
import { makeRegistry, type Registry } from '../core/registry';
import { adoptFullRegistry } from './resourceNames';

// Only the signed-in screens import this module (the sign-in page and the providers' routing use
// the summaries of src/admin/menuRegistry.ts): every screen (menu, references, forms) needs the
// declarations, and they are plain data. The summaries are loaded already; this adds the rest.

/**
 * The same registry the server builds, from the same schema files, less what only the server
 * reads (demo samples, indexes, actions' query and answer schemas: src/admin/build/entitySummaries.ts).
 */
export const registry: Registry = makeRegistry(summaries.map((summary) => ({ ...summary, ...details[summary.$id] }) as EntityDef));

adoptFullRegistry(registry);
