import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
const url = '/api/v1/audit/export/csv';
const today = new Date().toISOString().slice(0, 10);

/** The CSV's records without the byte order mark, split on the CRLF record delimiter. */
const records = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  // an audited write whose text starts like a spreadsheet formula
  const venue = await t.venueId(admin, 'BM01');
  const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { name: '=HYPERLINK("x")' });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
});
afterAll(() => t.close());

describe('GET v1/audit/export/csv (activity log export)', () => {
  it('is the admin\'s: other users are refused, without a login too', async () => {
    expect((await t.call(manager, 'GET', `${url}?from=${today}&to=${today}`)).status).toBe(403);
    expect((await t.call(null, 'GET', `${url}?from=${today}&to=${today}`)).status).toBe(401);
  });

  it('refuses a missing, malformed, reversed or too long period', async () => {
    for (const q of ['', `?from=${today}`, '?from=2024-13-01&to=2024-12-01', '?from=2024-03-02&to=2024-03-01', '?from=2020-01-01&to=2024-01-01', '?from=x&to=y']) {
      expect((await t.call(admin, 'GET', `${url}${q}`)).status, q).toBe(400);
    }
    expect((await t.call(admin, 'GET', `${url}?from=2024-01-01&to=2024-12-31`)).status).toBe(200);
  });

  it('writes the period\'s entries as CSV with formulas neutralised; an empty period has the header only', async () => {
    const res = await t.app.inject({ url: `${url}?from=${today}&to=${today}`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="activity-log-${today}_${today}.csv"`);
    const rows = records(res.body);
    expect(rows[0]).toBe('date;actorName;actor;action;resource;subject;title;venue;customerGroup;changes');
    const entry = rows.find((r) => r.includes(';venue;') && r.includes('HYPERLINK'));
    expect(entry).toBeDefined();
    // the title cell starts with a guard, never with "="
    expect(entry).not.toMatch(/;=HYPERLINK/);
    const count = await t.services.db.kysely.selectFrom('audit').select((eb) => eb.fn.countAll().as('n')).where('created_at', '>=', `${today}T00:00:00.000Z`).executeTakeFirstOrThrow();
    expect(rows.length - 1).toBe(Number(count.n));
    const empty = await t.app.inject({ url: `${url}?from=2001-01-01&to=2001-01-31`, headers: { authorization: `Bearer ${admin}` } });
    expect(records(empty.body)).toHaveLength(1);
  });

  it('runs as a download job of the tray for admins only, with the same file', async () => {
    expect((await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'activityLogExport', params: { from: today, to: today } })).status).toBe(403);
    expect((await t.call(admin, 'POST', '/api/v1/jobs', { handler: 'activityLogExport', params: { from: today } })).status).toBe(400);
    const job = (await t.call(admin, 'POST', '/api/v1/jobs', { handler: 'activityLogExport', params: { from: today, to: today } })).body.data;
    expect(await t.services.jobs.tick()).toBe(true);
    const polled = (await t.call(admin, 'GET', `/api/v1/jobs/${job._id}`)).body.data;
    expect(polled).toMatchObject({ status: 'done', file: `activity-log-${today}_${today}.csv` });
    const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${admin}` } });
    expect(records(file.body)[0]).toBe('date;actorName;actor;action;resource;subject;title;venue;customerGroup;changes');
  });
});
