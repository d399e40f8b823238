import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOODCARD_PHASES, VENUE_EXTRAS } from '../src/server/entities/syncJob/copyVenueData';
import { testApp, type TestApp } from './helpers/testApp';
import { venueRecords } from './helpers/venueRecords';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const ALL = [...FOODCARD_PHASES, ...VENUE_EXTRAS];

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ shared: true });
  admin = await t.login('admin@example.com');
}, 180_000);
afterAll(() => t?.close());

/** Starts the worker process on the test's database; resolves once it wrote `steps` progress lines, with a way to kill it. */
function workerUntil(steps: number): Promise<{ kill(): Promise<void>; output: () => string }> {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'tests/helpers/syncWorkerProcess.ts', JSON.stringify(t.dbOptions)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if ((output.match(/^progress /gm) ?? []).length >= steps) {
        child.stdout!.off('data', onData);
        resolve({ kill: async () => { child.kill('SIGKILL'); await exited; }, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => reject(new Error(`the worker ended (${code}) before ${steps} steps:\n${output}`)));
  });
}

describe('a copy whose worker process is killed', () => {
  it('is resumed by another process once its lease runs out: every record once, the entries add up', async () => {
    const source = (await t.call(admin, 'GET', '/api/v1/general/venue/list?readableId[]=BM01')).body.data[0]._id;
    const res = await t.call(admin, 'POST', '/api/v1/sync/venue/copy', { venue: source });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data._id;

    // the other process takes the job and is killed (SIGKILL: no cleanup) part way through
    const worker = await workerUntil(4);
    await worker.kill();
    const killed = (await t.call(admin, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;
    expect(killed.status, worker.output()).toBe('in_progress');
    expect(killed.progress).toBeGreaterThan(0);
    expect(killed.progress).toBeLessThan(100);
    // nothing takes it while the dead worker's lease holds
    expect(await t.services.syncJobs.tick()).toBe(false);
    // its lease runs out (the clock moved on)
    const row = await t.db.kysely.selectFrom('sync_job').select('doc').where('_id', '=', id).executeTakeFirstOrThrow();
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    await t.db.kysely.updateTable('sync_job').set({ doc: JSON.stringify({ ...doc, lockedUntil: new Date(Date.now() - 1000).toISOString() }) }).where('_id', '=', id).execute();

    expect(await t.services.syncJobs.tick()).toBe(true);
    const done = (await t.call(admin, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;
    expect(done.status, JSON.stringify(done)).toBe('done');
    const from = await venueRecords(t.db, t.services.registry, source, ALL);
    const to = await venueRecords(t.db, t.services.registry, done.targetVenue, ALL);
    const created: Record<string, number> = {};
    for (const e of done.entries.filter((x: any) => x.action === 'created')) created[e.entity] = (created[e.entity] ?? 0) + e.count;
    for (const e of ALL) {
      expect(to[e].length, e).toBe(from[e].length);
      expect(created[e] ?? 0, e).toBe(from[e].length);
    }
    expect(from.article.length).toBeGreaterThan(0);
  }, 120_000);
});
