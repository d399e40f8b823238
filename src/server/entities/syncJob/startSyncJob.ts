import { checkAccess } from '../../../core/permissions';
import type { Principal } from '../../access/principal';
import { newId } from '../../crud/newId';
import type { ApiRecord } from '../../crud/rowToRecord';
import { AppError, invalid, ruleError } from '../../errors';
import type { EnvName } from '../../environments/Environments';
import { venueInScope } from '../../io/venueInScope';
import type { Services } from '../../services';
import { copyId } from './remapIds';
import { copyReadableId } from './copyReadableId';

export type SyncKind = 'venueCopy' | 'venueCopyOnly' | 'venueMigrate';

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * The permission a direction needs (spec part 1 §4 "Directions: dev-to-dev, dev-to-prod,
 * prod-to-dev, prod-to-prod", §6): copies `sync.<from>.to.<to>`, inside one environment too,
 * migrations `venue.migrate.<from>To<To>` (no prodToDev exists: administrators only).
 */
export function directionPermission(kind: SyncKind, from: EnvName, to: EnvName): string {
  if (kind === 'venueMigrate') return `venue.migrate.${from}To${capital(to)}`;
  return `sync.${from}.to.${to}`;
}

/** Checks a copy or migration and queues it as a sync job; a bad request is answered now, not as a failed job. */
export async function startSyncJob(services: Services, principal: Principal, kind: SyncKind, body: { venue: string; name?: string; readableId?: string; targetEnvironment?: EnvName }): Promise<ApiRecord> {
  const environments = services.environments;
  const source = await venueInScope(services, principal, body.venue);
  const targetEnvironment = body.targetEnvironment ?? environments.current;
  const permission = directionPermission(kind, environments.current, targetEnvironment);
  if (!checkAccess(principal, permission)) throw new AppError('FORBIDDEN', { permission });
  const target = await environments.db(targetEnvironment);
  if (!target) throw invalid([ruleError('targetEnvironment', 'environmentNotConfigured', { env: targetEnvironment })]);
  if (kind === 'venueMigrate' && source.archived) throw invalid([ruleError('venue', 'venueArchived')]);
  // A migrated venue keeps its short id where it is free; a copy gets a new one.
  const wanted = body.readableId ?? (kind === 'venueMigrate' && target !== services.db ? source.readableId : undefined);
  const readableId = await copyReadableId(target, wanted, source.readableId, !!body.readableId);
  if (!readableId) throw invalid([ruleError('readableId', 'readableIdInUse', { env: targetEnvironment })]);
  const copyKey = newId();
  return services.items.create(services.registry.get('syncJob')!, principal, {
    owner: principal.userId,
    venue: source._id,
    handler: kind,
    sourceEnvironment: environments.current,
    targetEnvironment,
    targetVenue: copyId(copyKey, source._id),
    params: {
      copyKey,
      name: body.name ?? (kind === 'venueMigrate' ? source.name : `${source.name} (copy)`),
      readableId,
      // a short id the caller chose is kept or the job fails; a derived one moves on if another copy took it meanwhile
      readableIdBase: body.readableId ? undefined : source.readableId,
    },
  });
}

/** Queues the copy of one venue's foodcard into another existing venue of this environment (POST general/venue/foodcard/copy). */
export async function startFoodcardCopy(services: Services, principal: Principal, body: { from: string; to: string }): Promise<ApiRecord> {
  if (body.from === body.to) throw invalid([ruleError('to', 'sameVenue')]);
  const [from, to] = [await venueInScope(services, principal, body.from), await venueInScope(services, principal, body.to)];
  return services.items.create(services.registry.get('syncJob')!, principal, {
    owner: principal.userId,
    venue: from._id,
    handler: 'foodcardCopy',
    sourceEnvironment: services.environments.current,
    targetEnvironment: services.environments.current,
    targetVenue: to._id,
    params: { copyKey: newId() },
  });
}
