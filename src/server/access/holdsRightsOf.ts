import { sql, type Kysely } from 'kysely';
import { isAdmin } from '../../core/permissions';
import { parseDoc } from '../crud/rowToRecord';
import { fieldExprSql } from '../db/fieldExpr';
import type { Services } from '../services';
import type { Principal } from './principal';

/**
 * Whether the caller holds every right of a role. Handing out that role, or taking over an
 * account that has it (its password, its e-mail), must not give anyone more than they have.
 * `admin` is never held by a non-admin; an unknown role counts as not held.
 */
export async function holdsRightsOf(services: Services, p: Principal, roleSlug: string | undefined, k: Kysely<any> = services.db.kysely): Promise<boolean> {
  if (isAdmin(p)) return true;
  if (!roleSlug || roleSlug === 'admin') return false;
  const role = services.registry.get('role')!;
  const row = await k.selectFrom('role').select('doc')
    .where(sql.raw(fieldExprSql(role, 'slug', services.db.dialect)), '=', roleSlug).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return false;
  const perms: string[] = parseDoc(row.doc).permissions ?? [];
  return perms.every((x) => p.permissions.includes(x));
}
