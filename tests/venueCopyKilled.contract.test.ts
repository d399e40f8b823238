import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWholeCopy, expireLease } from './helpers/resumedCopy';
import { testApp, type TestApp } from './helpers/testApp';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

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
    await expireLease(t, id);

    expect(await t.services.syncJobs.tick()).toBe(true);
    const done = (await t.call(admin, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;
    expect(done.status, JSON.stringify(done)).toBe('done');
    await expectWholeCopy(t, source, done);
  }, 120_000);
});
