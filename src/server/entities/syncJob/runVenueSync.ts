import type { JobContext } from '../../jobs/JobHandler';
import { parseDoc, type Doc, type Row } from '../../crud/rowToRecord';
import { liveRows, FOODCARD_PHASES, type CopyEntry } from './copyVenueData';
import type { DeleteMode, SyncMode } from './startVenueSync';
import { SYNC_PHASES, UPSELL_PHASES } from './syncKey';
import { patchVenues, unlockVenues } from './syncLock';
import { syncSlave } from './syncSlave';
import type { EnvName } from '../../environments/Environments';

interface SyncJobDoc {
  venue: string;
  sourceEnvironment?: EnvName;
  targetEnvironment?: EnvName;
  params: { syncKey: string; mode: SyncMode; slaves: string[]; deleteMode: DeleteMode; filters?: { categories?: string[] } };
}

/**
 * A master/slave or upsell sync job: the source's foodcard (or upsells) into each slave in turn,
 * then (master to slaves) the source set as each slave's master. Run again after a crash, it
 * syncs every slave again, matching what it wrote before. However it ends (done, failed,
 * stopped) the venues' sync lock is lifted. Slaves of another environment (targetEnvironment) are
 * written in its database and keep their master there: the source is not a venue of theirs.
 */
export async function runVenueSync(kind: 'venueSync' | 'upsellSync', ctx: JobContext): Promise<void> {
  const job = ctx.job as SyncJobDoc;
  const { services } = ctx;
  const { params } = job;
  const target = await services.environments.db(job.targetEnvironment ?? services.environments.current);
  const across = target !== services.db;
  try {
    if (!target) throw new Error(`This server has no database for the environment ${job.targetEnvironment} any more.`);
    const phases = kind === 'upsellSync' ? UPSELL_PHASES : SYNC_PHASES;
    const lookups = kind === 'upsellSync' ? ['article'] : [];
    const rows = new Map<string, { row: Row; doc: Doc }[]>();
    for (const e of [...lookups, ...phases]) {
      rows.set(e, (await liveRows(services.db, services.registry.get(e)!, job.venue)).map((row) => ({ row, doc: parseDoc(row.doc) })));
    }
    // every id of the master's foodcard: a reference to one the slave gets no record for is dropped
    const ids = new Set<string>();
    for (const e of FOODCARD_PHASES) for (const r of await liveRows(services.db, services.registry.get(e)!, job.venue)) ids.add(r._id);
    const total = params.slaves.length * phases.length;
    let step = 0;
    for (const slave of params.slaves) {
      const finished = await syncSlave({
        registry: services.registry,
        principal: ctx.principal,
        db: target,
        sourceDb: services.db,
        syncKey: params.syncKey,
        master: job.venue,
        slave,
        phases,
        lookups,
        deleteMode: params.deleteMode,
        categories: params.filters?.categories?.length ? new Set(params.filters.categories) : undefined,
        master_: { rows, ids },
        entries: (add: CopyEntry[]) => ctx.entries(add.map((e) => ({ ...e, venue: slave }))),
        afterPhase: async () => {
          await ctx.progress((++step * 100) / total);
          return ctx.stopped();
        },
      });
      if (!finished) {
        await ctx.entries([{ action: 'failed', entity: 'syncJob', reason: 'Stopped: the records listed above were synced, the rest was not.' }]);
        return;
      }
      if (across) continue;
      if (params.mode === 'masterToSlaves') await patchVenues(services, [slave], { masterId: job.venue });
      for (const e of phases) services.onWrite(services.registry.get(e)!);
    }
  } finally {
    await unlockVenues(services, [job.venue]);
    if (target) await unlockVenues(services, params.slaves, target);
  }
}
