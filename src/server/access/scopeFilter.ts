import { sql, type RawBuilder } from 'kysely';
import type { Entity } from '../../core/registry';
import type { Dialect } from '../db/createDb';
import { fieldExprSql } from '../db/fieldExpr';
import type { Principal } from './principal';

const NOTHING = sql<boolean>`1 = 0`;

function inList(column: string, ids: readonly string[] | 'all'): RawBuilder<boolean> | null {
  if (ids === 'all') return null;
  if (!ids.length) return NOTHING;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(ids)})`;
}

/**
 * The one place where tenant scope becomes SQL: every read and write of a scoped entity adds this
 * condition to its WHERE, so rows of other tenants are never read, counted, changed or deleted.
 * Returns null when nothing needs filtering.
 */
export function scopeFilter(entity: Entity, p: Principal, dialect: Dialect): RawBuilder<boolean> | null {
  switch (entity.def['x-scope']) {
    case 'venue':
      return inList('venue', p.venueIds);
    case 'customerGroup':
      return inList('customer_group', p.groupIds);
    case 'venueSelf':
      return inList('_id', p.venueIds);
    case 'customerGroupSelf':
      return inList('_id', p.groupIds);
    case 'venueOrGroup': {
      if (p.venueIds === 'all') return null;
      const v = inList('venue', p.venueIds) ?? NOTHING;
      const g = inList('customer_group', p.groupIds) ?? NOTHING;
      return sql<boolean>`(${v} or ("venue" is null and ${g}))`;
    }
    case 'groupOrPlatform': {
      const g = inList('customer_group', p.groupIds);
      return g && sql<boolean>`("customer_group" is null or ${g})`;
    }
    case 'owner':
      // Everybody, admins included, sees only their own: a download is personal.
      return sql<boolean>`${sql.raw(fieldExprSql(entity, 'owner', dialect))} = ${p.userId}`;
    default:
      return null;
  }
}
