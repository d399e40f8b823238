import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printerSignal } from '../resources/printer/printerSignal';
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
    expect(printerSignal(printer.heartbeat).isOnline).toBe(false);
  });

  it('a heartbeat with the key makes it online; an unknown key is 404', async () => {
    const res = await t.call(null, 'POST', '/api/v1/printer/heartbeat', { key: 'kitchen-key-1' });
    expect(res.body).toEqual({ data: { restart: false } });
    const shown = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}/printer/${printer._id}`)).body.data;
    expect(printerSignal(shown.heartbeat).isOnline).toBe(true);
    expect((await t.call(null, 'POST', '/api/v1/printer/heartbeat', { key: 'unknown-key-9' })).status).toBe(404);
  });

  it('turns offline once the heartbeat is more than 5 minutes old', async () => {
    const shown = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}/printer/${printer._id}`)).body.data;
    expect(printerSignal(shown.heartbeat, Date.parse(shown.heartbeat) + 5 * 60_000 + 1).isOnline).toBe(false);
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
