import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { dropJobFile, readJobFile, writeJobFile } from '../src/server/jobs/jobFiles';
import { JobRunner } from '../src/server/jobs/JobRunner';
import { testApp, type TestApp } from './helpers/testApp';

/** Download job files stored piece by piece (src/server/jobs/jobFiles.ts): a long export is never held whole. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const pieces = (id: string) => t.db.kysely.selectFrom('job_file_chunks').select('seq').where('job_id', '=', id).orderBy('seq').execute();
const MB = 1024 * 1024;

describe('job files', () => {
  it('stores a file made in small chunks as pieces of about a megabyte and reads it back the same, lazily', async () => {
    const line = Buffer.from(`${'x'.repeat(99)}\n`);
    async function* made() {
      for (let i = 0; i < 25_000; i++) yield line;
    }
    const size = await writeJobFile(t.db, 'job-a', { filename: 'a.csv', contentType: 'text/csv', chunks: made() });
    expect(size).toBe(2_500_000);
    expect((await pieces('job-a')).map((p) => p.seq)).toEqual([0, 1, 2]);
    const file = (await readJobFile(t.db, 'job-a'))!;
    expect(file).toMatchObject({ filename: 'a.csv', contentType: 'text/csv' });
    const back = await buffer(file.body);
    expect(back.length).toBe(2_500_000);
    expect(back.equals(Buffer.concat(Array.from({ length: 25_000 }, () => line)))).toBe(true);
    // written again (a job run again after a crash): the old pieces go first
    await writeJobFile(t.db, 'job-a', { filename: 'a.csv', contentType: 'text/csv', bytes: Buffer.alloc(MB + 1, 1) });
    expect((await pieces('job-a')).map((p) => p.seq)).toEqual([0, 1]);
    expect((await buffer((await readJobFile(t.db, 'job-a'))!.body)).length).toBe(MB + 1);
    await dropJobFile(t.db, 'job-a');
    expect(await readJobFile(t.db, 'job-a')).toBeNull();
    expect(await pieces('job-a')).toEqual([]);
  });

  it('reads a file stored whole before pieces existed', async () => {
    await t.db.kysely.insertInto('job_files').values({ job_id: 'job-old', filename: 'old.csv', content_type: 'text/csv', bytes: Buffer.from('a;b\r\n') }).execute();
    expect((await buffer((await readJobFile(t.db, 'job-old'))!.body)).toString()).toBe('a;b\r\n');
  });

  it('a job whose file fails halfway ends failed and leaves no piece behind; one that succeeds is downloaded whole', async () => {
    const started = async (handler: string) => {
      const res = await t.call(admin, 'POST', '/api/v1/jobs', { handler, params: {} });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data._id as string;
    };
    const big = Buffer.alloc(MB, 7);
    const runner = new JobRunner(t.services, {
      order: { access: 'admin', run: async () => ({ filename: 'broken.csv', contentType: 'text/csv', chunks: (async function* () { yield big; yield big; throw new Error('the database went away'); })() }) },
      payment: { access: 'admin', run: async () => ({ filename: 'fine.csv', contentType: 'text/csv', chunks: (async function* () { yield big; yield big; yield Buffer.from('end'); })() }) },
    }, 300, () => {});
    const broken = await started('order');
    expect(await runner.tick()).toBe(true);
    const failed = (await t.call(admin, 'GET', `/api/v1/jobs/${broken}`)).body.data;
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('the database went away');
    expect(await pieces(broken)).toEqual([]);
    expect(await readJobFile(t.db, broken)).toBeNull();

    const fine = await started('payment');
    expect(await runner.tick()).toBe(true);
    const res = await t.app.inject({ url: `/api/v1/jobs/${fine}/file`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="fine.csv"');
    expect(res.rawPayload.length).toBe(2 * MB + 3);
    expect((await pieces(fine)).length).toBe(3);
  });
});
