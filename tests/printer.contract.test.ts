import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let venue: string;
let printer: any;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  printer = (await t.call(admin, 'POST', `/api/v1/general/venue/${venue}/printer`, { key: 'kitchen-key-1', name: 'Kitchen', articles: ['a1', 'a2'] })).body.data;
});
afterAll(() => t.close());

describe('printers', () => {
  it('counts articles and has never reported at first', () => {
    expect(printer).toMatchObject({ name: 'Kitchen', articleCount: 2, activated: true, venue });
    expect(printer.lastSignal).toEqual({ isOnline: false, date: null, minutesAgo: null });
  });

  it('a heartbeat with the key makes it online; an unknown key is 404', async () => {
    const res = await t.call(null, 'POST', '/api/v1/printer/heartbeat', { key: 'kitchen-key-1' });
    expect(res.body).toEqual({ data: { restart: false } });
    const shown = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}/printer/${printer._id}`)).body.data;
    expect(shown.lastSignal).toEqual({ isOnline: true, date: shown.heartbeat, minutesAgo: 0 });
    expect((await t.call(null, 'POST', '/api/v1/printer/heartbeat', { key: 'unknown-key-9' })).status).toBe(404);
  });

  it('the server computes lastSignal on every read: offline once the heartbeat is more than 5 minutes old', async () => {
    // Arrange: the last heartbeat six minutes ago, written straight into the stored document.
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
    const row = await t.db.kysely.selectFrom('printer').select('doc').where('_id', '=', printer._id).executeTakeFirstOrThrow();
    const doc = { ...(typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc), heartbeat: sixMinutesAgo };
    await t.db.kysely.updateTable('printer').set({ doc: JSON.stringify(doc) }).where('_id', '=', printer._id).execute();

    const offline = { isOnline: false, date: sixMinutesAgo, minutesAgo: 6 };
    const shown = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}/printer/${printer._id}`)).body.data;
    expect(shown.lastSignal).toEqual(offline);
    const list = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}/printer`)).body.data;
    expect(list.find((p: any) => p._id === printer._id).lastSignal).toEqual(offline);
    const byVenue = (await t.call(admin, 'GET', '/api/v1/general/venue/printer')).body.data;
    expect(byVenue[venue]['kitchen-key-1'].lastSignal).toEqual(offline);
    // Never stored: the document keeps only the heartbeat.
    const stored = await t.db.kysely.selectFrom('printer').select('doc').where('_id', '=', printer._id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.doc)).not.toContain('lastSignal');
  });

  it('lastSignal is not accepted from clients', async () => {
    const res = await t.call(admin, 'PUT', `/api/v1/general/venue/${venue}/printer/${printer._id}`, { lastSignal: { isOnline: true, date: null, minutesAgo: null } });
    expect(res.status).toBe(422);
  });

  it('restart is recorded, audited, and handed to the printer once', async () => {
    const res = await t.call(admin, 'POST', `/api/v1/general/venue/${venue}/printer/restart/${printer._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.restartRequestedAt).toBeTruthy();
    expect((await t.call(null, 'POST', '/api/v1/printer/heartbeat', { key: 'kitchen-key-1' })).body.data.restart).toBe(true);
    expect((await t.call(null, 'POST', '/api/v1/printer/heartbeat', { key: 'kitchen-key-1' })).body.data.restart).toBe(false);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${printer._id}&action[]=restart`);
    expect(audit.body.total).toBe(1);
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'POST', `/api/v1/general/venue/${venue}/printer/restart/${printer._id}`)).status).toBe(403);
  });

  it('GET general/venue/printer answers printers keyed by venue, then key, within the caller\'s venues', async () => {
    const other = await t.venueId(admin, 'BA03');
    await t.call(admin, 'POST', `/api/v1/general/venue/${other}/printer`, { key: 'bar-key-0001', name: 'Bar' });
    const all = await t.call(admin, 'GET', '/api/v1/general/venue/printer');
    expect(Object.keys(all.body.data).sort()).toEqual([venue, other].sort());
    expect(all.body.data[venue]['kitchen-key-1'].name).toBe('Kitchen');
    const operator = await t.login('operator@example.com');
    const mine = await t.call(operator, 'GET', '/api/v1/general/venue/printer');
    expect(Object.keys(mine.body.data)).toEqual([venue]);
  });
});
