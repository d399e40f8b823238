// A sync job worker in a process of its own, for tests that kill it mid-job (tests/venueCopyKilled):
// `tsx tests/helpers/syncWorkerProcess.ts '<DbOptions as JSON>'` opens that database, takes one sync
// job with the real handlers and runs it, printing `progress N` after each step and pausing
// briefly there, so the test can end the process between two of the job's writes.
import { SYNC_HANDLERS } from '../../src/server/entities/syncJob/syncHandlers';
import { JobRunner } from '../../src/server/jobs/JobRunner';
import { childProcessApp } from './childProcessApp';
import type { JobHandler } from '../../src/server/jobs/JobHandler';

const { services } = await childProcessApp(process.argv[2]);
const paced = (h: JobHandler): JobHandler => ({
  ...h,
  run: (ctx) => h.run({ ...ctx, progress: async (p) => {
    await ctx.progress(p);
    console.log(`progress ${Math.round(p)}`);
    await new Promise((r) => setTimeout(r, 250));
  } }),
});
const runner = new JobRunner(services, Object.fromEntries(Object.entries(SYNC_HANDLERS).map(([name, h]) => [name, paced(h)])), 300, (err) => console.error(err), 'syncJob');
console.log('ready');
console.log(await runner.tick() ? 'finished' : 'nothing to do');
process.exit(0);
