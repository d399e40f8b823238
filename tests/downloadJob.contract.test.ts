import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';
import { seedDemo } from '../src/server/seed/seedDemo';
import { PASSWORD, onPostgres, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let manager: string;
let tables: string[];
beforeAll(async () => {
  t = await testApp();
  manager = await t.login('manager@example.com');
  const venue = await t.venueId(manager, 'BM01');
  tables = (await t.call(manager, 'GET', `/api/v1/general/venue/${venue}/tables?limit=100`)).body.data.map((x: any) => x._id);
});
afterAll(() => t.close());

describe('download jobs', () => {
  it('created → in_progress → done, with the file for its owner only', async () => {
    const started = await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'tableQr', params: { items: tables } });
    expect(started.status).toBe(200);
    const job = started.body.data;
    expect(job).toMatchObject({ status: 'created', inProgress: true, done: false, handler: 'tableQr', timeout: 300 });
    expect(await t.services.jobs.tick()).toBe(true);
    const polled = (await t.call(manager, 'GET', `/api/v1/jobs/${job._id}`)).body.data;
    expect(polled).toMatchObject({ status: 'done', progress: 100, done: true, inProgress: false, file: 'tables-qr.pdf', contentType: 'application/pdf' });
    const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${manager}` } });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await new PDFParse({ data: new Uint8Array(file.rawPayload) }).getText()).total).toBe(tables.length);
    const admin = await t.login('admin@example.com');
    expect((await t.call(admin, 'GET', `/api/v1/jobs/${job._id}`)).status).toBe(404);
    expect((await t.call(admin, 'GET', `/api/v1/jobs/${job._id}/file`)).status).toBe(404);
    const mine = await t.call(manager, 'GET', '/api/v1/jobs');
    expect(mine.body.data.map((j: any) => j._id)).toContain(job._id);
    expect((await t.call(admin, 'GET', '/api/v1/jobs')).body.total).toBe(0);
  });

  it('fails with the reason when the work fails; a missing permission is refused at the start', async () => {
    const job = (await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'tableQr', params: { items: ['ffffffffffffffffffffffff'] } })).body.data;
    await t.services.jobs.tick();
    const polled = (await t.call(manager, 'GET', `/api/v1/jobs/${job._id}`)).body.data;
    expect(polled).toMatchObject({ status: 'failed', done: false, inProgress: false });
    expect(polled.error).toMatch(/could not be found/);
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'POST', '/api/v1/jobs', { handler: 'tableQr', params: { items: tables } })).status).toBe(403);
    expect((await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'nope' })).status).toBe(422);
  });

  it('a stopped job is not run', async () => {
    const job = (await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'tableQr', params: { items: tables } })).body.data;
    expect((await t.call(manager, 'POST', `/api/v1/jobs/${job._id}/stop`)).body.data.status).toBe('stopped');
    expect(await t.services.jobs.tick()).toBe(false);
    expect((await t.call(manager, 'GET', `/api/v1/jobs/${job._id}/file`)).status).toBe(404);
  });
});

describe('jobs survive a restart', () => {
  it('a job created before a restart is run by the next process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-'));
    const schema = `t_restart_${Date.now().toString(36)}`;
    const dbOptions = onPostgres ? { databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema } : { sqliteFile: path.join(dir, 'db.sqlite') };
    const first = await buildApp({ db: await createDb(dbOptions), config: { jwtSecret: 'restart-secret' }, jobs: 'manual' });
    await seedDemo(first.services, PASSWORD);
    const login = await first.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@example.com', password: PASSWORD } });
    const token = JSON.parse(login.body).token;
    const ids = (await first.services.db.kysely.selectFrom('table').select('_id').limit(2).execute()).map((r) => r._id);
    const job = JSON.parse((await first.app.inject({ method: 'POST', url: '/api/v1/jobs', headers: { authorization: `Bearer ${token}` }, payload: { handler: 'tableQr', params: { items: ids } } })).body).data;
    await first.app.close();
    await first.services.db.close();

    const second = await buildApp({ db: await createDb(dbOptions), config: { jwtSecret: 'restart-secret' }, jobs: 'manual' });
    expect(await second.services.jobs.tick()).toBe(true);
    const polled = JSON.parse((await second.app.inject({ url: `/api/v1/jobs/${job._id}`, headers: { authorization: `Bearer ${token}` } })).body).data;
    expect(polled.status).toBe('done');
    await second.app.close();
    if (onPostgres) await sql.raw(`drop schema ${schema} cascade`).execute(second.services.db.kysely);
    await second.services.db.close();
    fs.rmSync(dir, { recursive: true, force: true });
    // Two app starts (each compiles every route's schemas) and a seed: slow on a busy machine.
  }, 120_000);
});
