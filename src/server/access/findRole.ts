import { sql, type Kysely } from 'kysely';
import type { RoleDoc } from '../../core/entityTypes';
import type { Registry } from '../../core/registry';
import { parseDoc } from '../crud/rowToRecord';
import type { Dialect } from '../db/createDb';
import { fieldExprSql } from '../db/fieldExpr';

/** The live role with this slug (users hold roles by slug), or null; `k` may be a transaction. */
export async function findRole(k: Kysely<any>, registry: Registry, dialect: Dialect, slug: string): Promise<RoleDoc | null> {
  const expr = sql.raw(fieldExprSql(registry.get('role')!, 'slug', dialect));
  const row = await k.selectFrom('role').select('doc').where(expr, '=', slug).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? (parseDoc(row.doc) as RoleDoc) : null;
}
