import { checkAccess } from '../../../core/permissions';
import type { Principal } from '../../access/principal';
import { newId } from '../../crud/newId';
import type { ApiRecord } from '../../crud/rowToRecord';
import { AppError, invalid, ruleError, type FieldError } from '../../errors';
import { venueInScope } from '../../io/venueInScope';
import type { Services } from '../../services';
import type { EnvName } from '../../environments/Environments';
import { directionPermission } from './startSyncJob';
import { lockVenues, unlockVenues } from './syncLock';
import { venueInEnvironment } from './venueInEnvironment';

export type SyncMode = 'masterToSlaves' | 'slaveToSlaves';
export type DeleteMode = 'ignore' | 'soft' | 'hard';

export interface SyncBody {
  mode?: SyncMode;
  venue: string;
  slaves: string[];
  deleteMode?: DeleteMode;
  filters?: Record<string, unknown>;
  /** the slaves' environment (default this one): a master here synced to slaves there */
  targetEnvironment?: EnvName;
}

const MODE_PERMISSION: Record<SyncMode, string> = { masterToSlaves: 'sync.master.slaves', slaveToSlaves: 'sync.slave.slaves' };

/** The filters without empty values (an empty string, list or object, null): what is stored on the job. */
export function dropEmptyFilters(filters: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters ?? {})) {
    const kept = Array.isArray(value) ? value.filter((v) => v !== '' && v !== null && v !== undefined) : value;
    if (kept === null || kept === undefined || kept === '') continue;
    if (Array.isArray(kept) && !kept.length) continue;
    if (typeof kept === 'object' && !Array.isArray(kept) && !Object.keys(kept).length) continue;
    out[key] = kept;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Checks a master/slave or upsell sync and queues it as a sync job (POST v1/sync, v1/sync/upsell,
 * PATCH general/venue/{venue}/sync/start). Every venue named is read with the caller's rights
 * (outside them: 404). Master to slaves: each slave has no master yet or this one (the job makes
 * the source its master). Slave to slaves: the source and every target are slaves of one master.
 * The venues are locked (syncInProgress) before the job is queued; the job lifts the lock.
 * With another `targetEnvironment` (master to slaves only) the slaves are venues of that
 * environment, read with the caller's rights there, and the direction needs its permission
 * (`sync.<from>.to.<to>`) besides the mode's.
 */
export async function startVenueSync(services: Services, principal: Principal, kind: 'venueSync' | 'upsellSync', body: SyncBody, accessChecked = false): Promise<ApiRecord> {
  const mode = body.mode ?? 'masterToSlaves';
  if (!accessChecked && !checkAccess(principal, MODE_PERMISSION[mode])) throw new AppError('FORBIDDEN', { permission: MODE_PERMISSION[mode] });
  const { environments } = services;
  const targetEnvironment = body.targetEnvironment ?? environments.current;
  // a master/slave sync inside this environment needs its mode's permission only; to another, its direction's too
  const direction = targetEnvironment === environments.current ? null : directionPermission('venueCopy', environments.current, targetEnvironment);
  if (direction && !checkAccess(principal, direction)) throw new AppError('FORBIDDEN', { permission: direction });
  const targetDb = await environments.db(targetEnvironment);
  if (!targetDb) throw invalid([ruleError('targetEnvironment', 'environmentNotConfigured', { env: targetEnvironment })]);
  const across = targetDb !== services.db;
  if (across && mode === 'slaveToSlaves') throw invalid([ruleError('targetEnvironment', 'sameEnvironmentOnly')]);
  const source = await venueInScope(services, principal, body.venue);
  const slaves: ApiRecord[] = [];
  for (const id of body.slaves) slaves.push(across ? await venueInEnvironment(targetDb, principal, id) : await venueInScope(services, principal, id));
  const errors: FieldError[] = [];
  const ids = [source._id, ...body.slaves];
  if (new Set(ids).size !== ids.length) errors.push(ruleError('slaves', 'sameVenueTwice'));
  if (mode === 'slaveToSlaves' && !source.masterId) errors.push(ruleError('venue', 'notASlave'));
  slaves.forEach((s, i) => {
    if (mode === 'masterToSlaves' && s.masterId && s.masterId !== source._id) errors.push(ruleError(`slaves.${i}`, 'slaveOfOther'));
    if (mode === 'slaveToSlaves' && source.masterId && s.masterId !== source.masterId) errors.push(ruleError(`slaves.${i}`, s.masterId ? 'slaveOfOther' : 'notASlave'));
  });
  if (errors.length) throw invalid(errors);
  const locked = slaves as { _id: string; name?: unknown }[];
  if (across) {
    // all or none across both databases: the slaves there first, then the master here
    await lockVenues(services, locked, targetDb);
    await lockVenues(services, [source] as { _id: string; name?: unknown }[]).catch(async (err) => {
      await unlockVenues(services, body.slaves, targetDb);
      throw err;
    });
  } else {
    await lockVenues(services, [source, ...locked] as { _id: string; name?: unknown }[]);
  }
  try {
    const filters = dropEmptyFilters(body.filters);
    return await services.items.create(services.registry.get('syncJob')!, principal, {
      owner: principal.userId,
      venue: source._id,
      handler: kind,
      sourceEnvironment: environments.current,
      targetEnvironment,
      targetVenue: body.slaves.length === 1 ? body.slaves[0] : undefined,
      params: { syncKey: newId(), mode, slaves: body.slaves, deleteMode: body.deleteMode ?? 'ignore', ...(filters ? { filters } : {}) },
    });
  } catch (err) {
    await unlockVenues(services, [source._id]);
    await unlockVenues(services, body.slaves, targetDb);
    throw err;
  }
}

/**
 * PATCH general/venue/{venue}/sync/start (venue.sync.start): the venue, a slave, synced from its
 * master alone; the master is read with the caller's rights too.
 */
export async function startSlaveSync(services: Services, principal: Principal, venue: string, body: { deleteMode?: DeleteMode } | undefined): Promise<ApiRecord> {
  const slave = await venueInScope(services, principal, venue);
  if (!slave.masterId) throw invalid([ruleError('venue', 'notASlave')]);
  return startVenueSync(services, principal, 'venueSync', {
    mode: 'masterToSlaves', venue: String(slave.masterId), slaves: [venue], deleteMode: body?.deleteMode,
  }, true);
}
