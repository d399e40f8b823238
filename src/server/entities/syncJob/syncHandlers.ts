import type { JobContext, JobHandler } from '../../jobs/JobHandler';
import type { EnvName } from '../../environments/Environments';
import { copyVenueData, FOODCARD_PHASES, VENUE_EXTRAS, type CopyEntry } from './copyVenueData';
import { copyReadableId } from './copyReadableId';
import { uniqueViolation } from '../../crud/uniqueViolation';
import { runVenueSync } from './runVenueSync';
import { posImportJob } from './pos/posImportJob';

type Kind = 'venueCopy' | 'venueCopyOnly' | 'venueMigrate' | 'foodcardCopy';

const ENTITIES: Record<Kind, readonly string[]> = {
  venueCopy: [...FOODCARD_PHASES, ...VENUE_EXTRAS],
  venueMigrate: [...FOODCARD_PHASES, ...VENUE_EXTRAS],
  venueCopyOnly: [],
  foodcardCopy: FOODCARD_PHASES,
};

/** The job row's own fields (startSyncJob wrote them), which the runner hands over with the params. */
interface SyncJobDoc {
  venue: string;
  targetVenue: string;
  sourceEnvironment: EnvName;
  targetEnvironment: EnvName;
  params: { copyKey: string; name?: string; readableId?: string; readableIdBase?: string };
}

async function run(kind: Kind, ctx: JobContext): Promise<void> {
  const job = ctx.job as SyncJobDoc;
  const { services } = ctx;
  const target = await services.environments.db(job.targetEnvironment);
  if (!target) throw new Error(`This server has no database for the environment ${job.targetEnvironment} any more.`);
  const entries = (add: CopyEntry[]) => ctx.entries(add as unknown as Record<string, unknown>[]);
  const venueEntity = services.registry.get('venue')!;
  // Copies queued together chose the same free short id: each takes the next free one when it runs,
  // and one that loses the race for it to a copy running beside it (the unique index refuses its
  // venue, the first record it writes) takes the next again.
  const base = job.params.readableIdBase;
  let finished = false;
  for (let attempt = 1; ; attempt++) {
    const readableId = base ? await copyReadableId(target, job.params.readableId, base, false, job.targetVenue) : job.params.readableId;
    const newVenue = kind === 'foodcardCopy' ? undefined : {
      id: job.targetVenue,
      fields: { name: job.params.name, readableId },
      dropMaster: job.targetEnvironment !== job.sourceEnvironment,
    };
    try {
      finished = await copyVenueData({
        jobId: job.params.copyKey,
        registry: services.registry,
        principal: ctx.principal,
        source: { db: services.db, venue: job.venue },
        target: { db: target, venue: job.targetVenue, newVenue },
        entities: ENTITIES[kind],
        progress: ctx.progress,
        entries,
        stopped: ctx.stopped,
      });
      break;
    } catch (err) {
      if (!base || attempt >= 5 || !uniqueViolation(venueEntity, err)?.includes('readableId')) throw err;
    }
  }
  if (target === services.db) services.onWrite(venueEntity);
  if (!finished) return void (await entries([{ action: 'failed', entity: 'syncJob', reason: 'Stopped: the records listed above were copied, the rest was not.' }]));
  if (kind === 'venueMigrate') {
    // The source stays, archived: its orders and history remain readable here.
    await services.items.update(venueEntity, ctx.principal, job.venue, { archived: true }, {}, 'migrate');
    await entries([{ action: 'updated', entity: 'venue', count: 1, message: 'source archived' }]);
  }
}

const handler = (kind: Kind): JobHandler => ({ access: 'admin', run: (ctx) => run(kind, ctx) });

/** Every kind of sync job, by the `handler` name on the job row (startSyncJob checks access when it queues one). */
export const SYNC_HANDLERS: Record<Kind | 'venueSync' | 'upsellSync' | 'posMenuImport', JobHandler> = {
  venueCopy: handler('venueCopy'),
  venueCopyOnly: handler('venueCopyOnly'),
  venueMigrate: handler('venueMigrate'),
  foodcardCopy: handler('foodcardCopy'),
  // master/slave and upsell syncs (startVenueSync checks access and scope when it queues one)
  venueSync: { access: 'admin', run: (ctx) => runVenueSync('venueSync', ctx) },
  upsellSync: { access: 'admin', run: (ctx) => runVenueSync('upsellSync', ctx) },
  // a menu read from a point-of-sale or menu provider (startPosImport checked access and scope)
  posMenuImport: posImportJob,
};
