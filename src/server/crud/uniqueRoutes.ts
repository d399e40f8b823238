import type { FastifyInstance } from 'fastify';
import { defaultBase, parseCall } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
import type { Services } from '../services';
import { routeUrl } from './routeUrl';
import { uniqueRoute } from './isUnique';

/**
 * The uniqueness check of every field declaring `x-ui.unique` (company code, venue short id,
 * venue label slug): `{<field or param>, id?}` → `{unique}` at the declared call, for any
 * signed-in caller, excepting the record `id`.
 */
export function registerUniqueRoutes(app: FastifyInstance, services: Services, entity: Entity): void {
  const base = entity.def['x-api']?.base ?? defaultBase(entity.id);
  for (const [field, prop] of Object.entries<any>(entity.def.properties)) {
    const unique: string | { call: string; param: string } | undefined = prop['x-ui']?.unique;
    if (!unique) continue;
    const { call, param } = typeof unique === 'string' ? { call: unique, param: field } : unique;
    const { method, path } = parseCall(base, call);
    app.route({ method, url: routeUrl(path), ...uniqueRoute(services, entity.id, field, param) });
  }
}
