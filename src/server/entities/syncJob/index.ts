import { checkAccess } from '../../../core/permissions';
import { defineHooks } from '../../crud/EntityHooks';
import { AppError } from '../../errors';
import { startFoodcardCopy, startSyncJob } from './startSyncJob';
import { startSlaveSync, startVenueSync, type SyncBody } from './startVenueSync';
import { unlockVenues } from './syncLock';
import { startPosImport, type PosImportBody } from './pos/startPosImport';

const SYNCS = new Set(['venueSync', 'upsellSync']);
/** jobs holding their venues' sync lock from the moment they are queued */
const LOCKING = new Set([...SYNCS, 'posMenuImport']);
/** A job stopped while it waited for a worker did nothing: its entries say so, as a stopped running job's list what it did. */
const stoppedQueued = (entries: unknown) => {
  const at = new Date().toISOString();
  return { finishedAt: at, entries: [...(Array.isArray(entries) ? entries : []), { action: 'failed', entity: 'syncJob', reason: 'Stopped before a worker took it: nothing was done.', at }] };
};

/** Venue copy, foodcard copy, migrate and master/slave syncs queued as sync jobs; the sync job worker (app.ts) runs them. */
const hooks = defineHooks('syncJob', {
  actions: {
    copyVenue: ({ principal, body, services }) => startSyncJob(services, principal, 'venueCopy', body),
    copyVenueOnly: ({ principal, body, services }) => startSyncJob(services, principal, 'venueCopyOnly', body),
    migrateVenue: ({ principal, body, services }) => startSyncJob(services, principal, 'venueMigrate', body),
    copyFoodcard: ({ principal, body, services }) => startFoodcardCopy(services, principal, body),
    sync: ({ principal, body, services }) => startVenueSync(services, principal, 'venueSync', body as SyncBody),
    syncUpsell: ({ principal, body, services }) => startVenueSync(services, principal, 'upsellSync', { ...(body as SyncBody), mode: 'masterToSlaves' }),
    startVenueSync: ({ principal, params, body, services }) => startSlaveSync(services, principal, params.venue, body),
    async stop({ entity, principal, params, services }) {
      const job = await services.items.show(entity, principal, params.id);
      if (!SYNCS.has(job.handler) && !checkAccess(principal, 'sync.job.stop')) throw new AppError('FORBIDDEN', { permission: 'sync.job.stop' });
      if (job.status === 'done' || job.status === 'failed' || job.status === 'stopped') return job;
      const stopped = await services.items.update(entity, principal, params.id, { status: 'stopped', inProgress: false, ...(job.status === 'created' ? stoppedQueued(job.entries) : {}) }, {}, 'stop');
      // A sync no worker took yet lifts its venues' lock here; a running one lifts it when it ends.
      if (job.status === 'created' && LOCKING.has(job.handler)) await unlockVenues(services, [job.venue, ...(job.params?.slaves ?? [])]);
      return stopped;
    },
    // menu imports from point-of-sale and menu providers: the venue is the path's {id}
    importHellotessTestVenue: ({ principal, params, body, services }) => startPosImport(services, principal, 'hellotess', params.id, body as PosImportBody),
    importHellotessTest: ({ principal, params, body, services }) => startPosImport(services, principal, 'hellotess', params.id, body as PosImportBody),
    importGastrofix: ({ principal, params, body, services }) => startPosImport(services, principal, 'gastrofix', params.id, body as PosImportBody),
    importDeliverect: ({ principal, params, body, services }) => startPosImport(services, principal, 'deliverect', params.id, body as PosImportBody),
    importSimphony: ({ principal, params, body, services }) => startPosImport(services, principal, 'simphony', params.id, body as PosImportBody),
    importViaCheckoutIntegration: ({ principal, params, body, services }) => startPosImport(services, principal, 'checkoutIntegration', params.id, body as PosImportBody),
    async environments({ services }) {
      return { current: services.environments.current, available: services.environments.names() };
    },
  },
  /**
   * A POS import's menu (its job's input, possibly thousands of records) stays on the server: the
   * job lists and the job itself answer how many records it holds instead.
   */
  read(record) {
    const params = record.params as { menu?: { categories?: unknown[]; optionGroups?: unknown[]; articles?: unknown[]; tables?: unknown[] } } | undefined;
    if (!params?.menu) return;
    const { menu, ...rest } = params;
    const count = (list?: unknown[]) => list?.length ?? 0;
    record.params = { ...rest, menuSize: { categories: count(menu.categories), optionGroups: count(menu.optionGroups), articles: count(menu.articles), tables: count(menu.tables) } };
  },
  /**
   * The demo's /sync list is not empty: a venue-only copy of the venue the venue list shows first
   * (the newest), queued by the admin and stopped before a worker took it, so it wrote nothing (a
   * copy that ran would add a fourth venue to the demo brand).
   */
  async demo(services, { venues, users }) {
    const admin = await services.principals.get(users['admin@example.com']);
    if (!admin) return;
    const job = await startSyncJob(services, admin, 'venueCopyOnly', { venue: venues[venues.length - 1] });
    await services.items.update(services.registry.get('syncJob')!, admin, String(job._id), { status: 'stopped', inProgress: false, ...stoppedQueued(job.entries) }, {}, 'stop');
  },
});

export default hooks;
