import { sql } from 'kysely';
import type { Entity } from '../../core/registry';
import { fieldExpr, sqlValue } from '../db/fieldExpr';
import type { DataServices, Services } from '../services';

/**
 * Whether a value is free among live rows (optionally ignoring one record): the pre-check behind
 * the spec's validation calls. The unique index stays the real guard against races.
 */
export async function isUnique(services: DataServices, entity: Entity, field: string, value: unknown, exceptId?: string): Promise<boolean> {
  const d = services.db.dialect;
  const except = exceptId ? sql`and "_id" <> ${exceptId}` : sql``;
  const res = await sql<{ n: number }>`select 1 as n from ${sql.table(entity.table)}
    where "deleted_at" is null and ${fieldExpr(entity, field, d)} = ${sqlValue(value, d)} ${except} limit 1`.execute(services.db.kysely);
  return res.rows.length === 0;
}

/** Route options of a uniqueness check: `{ <bodyField>, id? }` → `{ unique }` (see uniqueRoutes). */
export function uniqueRoute(services: Services, entityId: string, field: string, bodyField = field) {
  const entity = services.registry.get(entityId)!;
  return {
    config: { access: 'login' as const },
    schema: {
      tags: ['validation'],
      summary: `Is ${entity.def.title} ${field} free?`,
      operationId: `validate_${entityId}_${field}`,
      body: {
        type: 'object',
        properties: { [bodyField]: { type: 'string', maxLength: 254 }, id: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
        required: [bodyField],
      },
      response: { 200: { type: 'object', properties: { unique: { type: 'boolean' } }, required: ['unique'] } },
    },
    handler: async (req: { body: unknown }) => {
      const body = req.body as Record<string, string>;
      const value = field === 'email' ? body[bodyField].trim().toLowerCase() : body[bodyField];
      return { unique: await isUnique(services, entity, field, value, body.id) };
    },
  };
}
