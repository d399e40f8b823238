import { pathParams } from '../../core/apiSpec';
import { idSchema } from './entitySchemas';

// Shared by every plugin that turns declared calls into routes (CRUD, actions, simple variants,
// uniqueness checks, uploads); a file of its own so none of them imports another.
/** Fastify path from a spec path: `v1/x/{id}` → `/api/v1/x/:id`. */
export function routeUrl(path: string): string {
  return '/api/' + path.replace(/\{(\w+)\}/g, ':$1');
}

export function paramsSchema(path: string) {
  const names = pathParams(path);
  if (!names.length) return undefined;
  const properties: Record<string, unknown> = {};
  for (const n of names) properties[n] = n === 'id' || n === 'venue' ? idSchema : { type: 'string', maxLength: 100 };
  return { type: 'object', properties, required: names };
}
