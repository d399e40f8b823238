import { checkAccess } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import type { CallScope, ListResult } from '../crud/Items';
import type { ListQuery } from '../crud/parseListQuery';
import type { Db } from '../db/createDb';
import { AppError } from '../errors';
import type { Services } from '../services';
import { directionPermission } from '../entities/syncJob/startSyncJob';
import type { EnvName } from './Environments';

/** Who may read another environment's list: a holder of a copy, sync or migrate direction between the two (or an admin). */
export function environmentReadRule(current: EnvName, other: EnvName): string[] {
  return (['venueCopy', 'venueMigrate'] as const).flatMap((kind) => [directionPermission(kind, current, other), directionPermission(kind, other, current)]);
}

/**
 * The caller as seen in another environment: venue ids differ there, so a non-admin reaches the
 * venues of their customer groups (a brand's group keeps its id when migrated), never more.
 */
async function principalThere(db: Db, p: Principal): Promise<Principal> {
  if (p.groupIds === 'all') return p;
  const rows = p.groupIds.length
    ? await db.kysely.selectFrom('venue').select('_id').where('customer_group', 'in', [...p.groupIds]).where('deleted_at', 'is', null).execute()
    : [];
  return { ...p, venueIds: rows.map((r) => r._id as string) };
}

/**
 * A list (an entity declaring `x-environments`) read in the environment `env` instead of this one
 * (`GET v1/general/venue/list?environment=prod`): the same query, scope and answer, from that
 * environment's database. This environment's name reads here as usual.
 */
export async function listElsewhere(services: Services, p: Principal, entity: Entity, env: EnvName, q: ListQuery, scope: CallScope): Promise<ListResult> {
  const { environments } = services;
  if (env === environments.current) return services.items.list(entity, p, q, scope);
  const rule = environmentReadRule(environments.current, env);
  if (!checkAccess(p, rule)) throw new AppError('FORBIDDEN', { permission: rule.join(' or ') });
  const db = await environments.db(env);
  if (!db) throw new AppError('INVALID_QUERY', { detail: `this server has no database for the environment ${env}` });
  return services.items.on(db).list(entity, await principalThere(db, p), q, scope);
}
