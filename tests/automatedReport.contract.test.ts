import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueReports } from '../src/server/entities/automatedReport/reportScheduler';
import { lastPeriod, nextRunAfter } from '../src/server/entities/automatedReport/reportPeriod';
import { capturingMailer } from './helpers/capturingMailer';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

/**
 * Automated reports (spec part 2 §2, §3, §7 general/job): the calls, their scope, and the
 * scheduler run on a moved clock: each report mailed exactly once per period, missed periods
 * once, failures recorded and retried, two server processes sharing the work.
 */
const { mailer, sent, state } = capturingMailer();

let t: TestApp;
let admin: string;
let manager: string;
let venue: string;
let group: string;
const J = '/api/v1/general/job';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await testApp({ mailer, shared: true });
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  venue = await t.venueId(manager, 'BM01');
  group = (await t.call(admin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
});
afterAll(() => t.close());

const create = async (token: string, body: Record<string, unknown>) => t.call(token, 'POST', J, body);
const mailsFor = (receiver: string) => sent.filter((m) => m.to.includes(receiver));

describe('report periods', () => {
  it('are the last complete day, Monday-to-Sunday week, month and year in the zone', () => {
    const now = new Date('2026-03-04T10:00:00Z'); // a Wednesday
    expect(lastPeriod('daily', now, 'Europe/Berlin')).toMatchObject({ firstDay: '2026-03-03', lastDay: '2026-03-03', from: '2026-03-02T23:00:00.000Z', to: '2026-03-03T23:00:00.000Z' });
    expect(lastPeriod('weekly', now, 'Europe/Berlin')).toMatchObject({ firstDay: '2026-02-23', lastDay: '2026-03-01' });
    expect(lastPeriod('monthly', now, 'Europe/Berlin')).toMatchObject({ firstDay: '2026-02-01', lastDay: '2026-02-28' });
    expect(lastPeriod('yearly', now, 'America/New_York')).toMatchObject({ firstDay: '2025-01-01', lastDay: '2025-12-31', from: '2025-01-01T05:00:00.000Z' });
    // after local midnight but before the hour reports are made, yesterday's is still due today
    expect(nextRunAfter('daily', new Date('2026-03-04T00:30:00Z'), 'Europe/Berlin')).toBe('2026-03-04T02:00:00.000Z');
    expect(nextRunAfter('daily', new Date('2026-03-04T10:00:00Z'), 'Europe/Berlin')).toBe('2026-03-05T02:00:00.000Z');
    expect(nextRunAfter('monthly', new Date('2026-03-04T10:00:00Z'), 'Europe/Berlin')).toBe('2026-04-01T01:00:00.000Z');
  });
});

describe('general/job calls', () => {
  it('create a report of a venue of the caller, owned by the caller, with its next run', async () => {
    const base = { type: 'orders', venue, frequency: 'weekly', receiver: ['chef@example.com'], cc: ['office@example.com'] };
    // the server's fields never come from a request
    const owned = await create(manager, { ...base, lastExecuted: '2030-01-01T00:00:00.000Z', createdBy: '0123456789abcdef01234567', nextRun: '2030-01-01T00:00:00.000Z' });
    expect(owned.status).toBe(422);
    expect(owned.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['createdBy', 'lastExecuted', 'nextRun']);
    const res = await create(manager, base);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const r = res.body.data;
    expect(r).toMatchObject({ type: 'orders', venue, customerGroup: group, active: true, language: 'de', flavor: 'standard', failures: 0 });
    expect(r.lastExecuted).toBeUndefined();
    expect(r.createdBy).toBe(JSON.parse(Buffer.from(manager.split('.')[1], 'base64url').toString()).sub);
    expect(Date.parse(r.nextRun)).toBeGreaterThan(Date.now());
    expect((await t.call(manager, 'GET', `${J}/${r._id}`)).body.data._id).toBe(r._id);
    expect((await t.call(manager, 'GET', `${J}/byvenue/${venue}`)).body.data.map((x: { _id: string }) => x._id)).toContain(r._id);
    expect((await t.call(manager, 'GET', `${J}/bygrpoup/${group}`)).body.data.map((x: { _id: string }) => x._id)).toContain(r._id);
    const list = await t.call(manager, 'GET', `${J}?page=1&limit=10&type[]=orders`);
    expect(list.status).toBe(200);
    expect(list.body.data.some((x: { _id: string }) => x._id === r._id)).toBe(true);
  });

  it('refuse bad input: no receiver, a bad e-mail, an unknown type or frequency, nothing to report on', async () => {
    for (const body of [
      { type: 'orders', venue, frequency: 'weekly' },
      { type: 'orders', venue, frequency: 'weekly', receiver: ['not-an-email'] },
      { type: 'orders', venue, frequency: 'weekly', receiver: ['a@example.com'], cc: ['x@'] },
      { type: 'nope', venue, frequency: 'weekly', receiver: ['a@example.com'] },
      { type: 'orders', venue, frequency: 'hourly', receiver: ['a@example.com'] },
    ]) expect((await create(manager, body)).status, JSON.stringify(body)).toBe(422);
  });

  it('keep other brands out: a foreign venue or group is not found', async () => {
    const other = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Report Other', slug: 'report_other' })).body.data._id;
    const otherVenue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Report Other Venue', readableId: 'RO77', customerGroup: other })).body.data._id;
    const foreign = await create(manager, { type: 'sales', venue: otherVenue, frequency: 'daily', receiver: ['a@example.com'] });
    expect(foreign.status).toBe(404);
    expect((await create(manager, { type: 'sales', customerGroup: other, frequency: 'daily', receiver: ['a@example.com'] })).status).toBe(422);
    expect((await t.call(manager, 'GET', `${J}/byvenue/${otherVenue}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `${J}/bygrpoup/${other}`)).status).toBe(404);
    // a label of the other brand, alone or beside one of ours
    const otherLabel = await t.call(admin, 'POST', '/api/v1/general/venueLabel', { name: 'Report other label', slug: 'report-other-label', customerGroup: other, venues: [otherVenue] });
    expect(otherLabel.status, JSON.stringify(otherLabel.body)).toBe(201);
    for (const venueLabels of [[otherLabel.body.data._id], [otherLabel.body.data._id, '0123456789abcdef01234567']]) {
      const res = await create(manager, { type: 'sales', venueLabels, frequency: 'daily', receiver: ['a@example.com'] });
      expect([404, 422], JSON.stringify(res.body)).toContain(res.status);
    }
    const theirs = await create(admin, { type: 'orders', venue: otherVenue, frequency: 'daily', receiver: ['them@example.com'] });
    expect(theirs.status).toBe(201);
    expect((await t.call(manager, 'GET', `${J}/${theirs.body.data._id}`)).status).toBe(404);
    expect((await t.call(manager, 'PATCH', `${J}/${theirs.body.data._id}`, { active: false })).status).toBe(404);
    expect((await t.call(manager, 'POST', `${J}/run/${theirs.body.data._id}`)).status).toBe(404);
    // switched off so the scheduler tests below count only their own
    expect((await t.call(admin, 'PATCH', `${J}/${theirs.body.data._id}`, { active: false })).status).toBe(200);
  });

  it('need reporting view to read and a login inside the tenant to write', async () => {
    expect((await t.call(null, 'GET', J)).status).toBe(401);
    const role = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Venue viewer', slug: 'venue_viewer', permissions: ['venue.view'], customerGroup: group });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Viewer', email: 'viewer@example.com', password: 'Secret123', role: 'venue_viewer', customerGroup: group, venues: [venue] });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const viewer = await t.login('viewer@example.com');
    expect((await t.call(viewer, 'GET', J)).status).toBe(403);
    expect((await t.call(viewer, 'GET', `${J}/byvenue/${venue}`)).status).toBe(403);
    const mine = await create(viewer, { type: 'orders', venue, frequency: 'monthly', receiver: ['viewer@example.com'] });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect((await t.call(viewer, 'PATCH', `${J}/${mine.body.data._id}`, { active: false })).status).toBe(200);
    // the brand's own figures need the flavor right
    expect((await create(viewer, { type: 'sales', venue, frequency: 'monthly', receiver: ['viewer@example.com'], flavor: 'extended' })).status).toBe(403);
  });
});

describe('the scheduler', () => {
  it('mails each report once per period over two months, missed periods once, in its language', async () => {
    const ids: Record<string, string> = {};
    for (const [frequency, type, receiver, language] of [
      ['daily', 'orders', 'daily@example.com', 'en'],
      ['weekly', 'pdfBillingShort', 'weekly@example.com', 'de'],
      ['monthly', 'pdfBillingLong', 'monthly@example.com', 'fr'],
    ] as const) {
      const res = await create(manager, { type, venue, frequency, receiver: [receiver, `${frequency}2@example.com`], cc: [`cc-${frequency}@example.com`], language });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[frequency] = res.body.data._id;
    }
    const start = Date.now();
    const days = 61;
    // every hour for two months; the reports made at each tick
    for (let at = start; at <= start + days * DAY; at += 3_600_000) await runDueReports(t.services, new Date(at));
    const end = new Date(start + days * DAY);
    const daily = mailsFor('daily@example.com');
    const weekly = mailsFor('weekly@example.com');
    const monthly = mailsFor('monthly@example.com');
    // one mail per period that ended (and came due) in the two months, never twice for one period
    const periodsEnded = (f: 'daily' | 'weekly' | 'monthly') => {
      const seen = new Set<string>();
      for (let at = start; at <= end.getTime(); at += 3_600_000) {
        const p = lastPeriod(f, new Date(at), 'Europe/Berlin');
        if (Date.parse(p.to) + 3 * 3_600_000 < start) continue; // due before the report existed
        if (Date.parse(p.to) + 3 * 3_600_000 <= at) seen.add(p.firstDay);
      }
      return seen.size;
    };
    expect(daily.length).toBe(periodsEnded('daily'));
    expect(weekly.length).toBe(periodsEnded('weekly'));
    expect(monthly.length).toBe(periodsEnded('monthly'));
    expect(new Set(daily.map((m) => m.subject)).size).toBe(daily.length);
    expect(daily[0]).toMatchObject({ to: ['daily@example.com', 'daily2@example.com'], cc: ['cc-daily@example.com'] });
    expect(daily[0].subject).toMatch(/^Automated report: Orders, \d{4}-\d{2}-\d{2}$/);
    expect(daily[0].attachments[0]).toMatchObject({ filename: 'report.csv', contentType: expect.stringMatching(/^text\/csv/) });
    expect(weekly[0].subject).toMatch(/^Automatischer Bericht: Abrechnung \(kurz\)/);
    expect(weekly[0].attachments[0].filename).toMatch(/^billing-\d{2}-\d{2}-\d{4}\.pdf$/);
    expect(weekly[0].attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(monthly[0].subject).toMatch(/^Rapport automatique : Facturation \(détaillée\)/);
    const report = (await t.call(manager, 'GET', `${J}/${ids.daily}`)).body.data;
    expect(Date.parse(report.lastExecuted)).toBeLessThanOrEqual(end.getTime());
    expect(Date.parse(report.nextRun)).toBeGreaterThan(end.getTime());

    // Ten days without a tick (the server was down): one mail, for the last complete day.
    const before = mailsFor('daily@example.com').length;
    const later = new Date(end.getTime() + 10 * DAY);
    await runDueReports(t.services, later);
    await runDueReports(t.services, later);
    expect(mailsFor('daily@example.com').length).toBe(before + 1);
    expect(mailsFor('daily@example.com').at(-1)!.subject).toContain(lastPeriod('daily', later, 'Europe/Berlin').firstDay);
    for (const id of Object.values(ids)) expect((await t.call(manager, 'PATCH', `${J}/${id}`, { active: false })).status).toBe(200);
  });

  it('records a failed mail, tries again later, and runs the other reports meanwhile', async () => {
    const a = (await create(manager, { type: 'orders', venue, frequency: 'daily', receiver: ['fails@example.com'] })).body.data;
    const b = (await create(manager, { type: 'orders', venue, frequency: 'daily', receiver: ['works@example.com'] })).body.data;
    const due = new Date(Math.max(Date.parse(a.nextRun), Date.parse(b.nextRun)) + 1000);
    state.failNext = 1;
    await runDueReports(t.services, due);
    const [failed, fine] = (await t.call(manager, 'GET', `${J}?limit=100`)).body.data.filter((r: { _id: string }) => r._id === a._id || r._id === b._id).sort((x: any) => (x._id === a._id ? -1 : 1));
    // the first claimed (the older) failed; the other still went out
    expect(failed.failures + fine.failures).toBe(1);
    const broken = failed.failures === 1 ? failed : fine;
    expect(broken.lastError).toContain('relay refused');
    expect(Date.parse(broken.nextRun) - due.getTime()).toBe(5 * 60_000);
    expect(mailsFor('fails@example.com').length + mailsFor('works@example.com').length).toBe(1);
    await runDueReports(t.services, new Date(due.getTime() + 5 * 60_000));
    expect(mailsFor('fails@example.com').length).toBe(1);
    expect(mailsFor('works@example.com').length).toBe(1);
    const healed = (await t.call(manager, 'GET', `${J}/${broken._id}`)).body.data;
    expect(healed).toMatchObject({ failures: 0 });
    expect(healed.lastError).toBeUndefined();
    for (const r of [a, b]) await t.call(manager, 'PATCH', `${J}/${r._id}`, { active: false });
  });

  it('runs a report now on request, and the scheduler does not mail that period again', async () => {
    const r = (await create(manager, { type: 'orders', venue, frequency: 'daily', receiver: ['now@example.com'] })).body.data;
    const res = await t.call(manager, 'POST', `${J}/run/${r._id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.lastExecuted).toBe(lastPeriod('daily', new Date(), 'Europe/Berlin').to);
    expect(mailsFor('now@example.com').length).toBe(1);
    await runDueReports(t.services, new Date(Date.parse(r.nextRun) + 1000));
    // the next due run covers the day just run only if a new day ended meanwhile
    const expected = lastPeriod('daily', new Date(Date.parse(r.nextRun) + 1000), 'Europe/Berlin').to === res.body.data.lastExecuted ? 1 : 2;
    expect(mailsFor('now@example.com').length).toBe(expected);
    await t.call(manager, 'PATCH', `${J}/${r._id}`, { active: false });
  });

  it('writes the figures files from the one definition of the figures, split by venue with the flavor', async () => {
    const { salesReport } = await import('../src/server/reporting/salesFigures');
    const venues = (await t.call(manager, 'GET', '/api/v1/general/venue/list?limit=100')).body.data.map((v: { _id: string }) => v._id);
    for (const [type, flavor] of [['orderByPaymentMethod', 'standard'], ['sales', 'extended']] as const) {
      const receiver = `${type}@example.com`;
      const r = (await create(manager, { type, customerGroup: group, frequency: 'monthly', receiver: [receiver], language: 'en', flavor })).body.data;
      expect((await t.call(manager, 'POST', `${J}/run/${r._id}`)).status).toBe(200);
      const csv = mailsFor(receiver)[0].attachments[0].content.toString('utf8').replace(/^\uFEFF/, '');
      const rows = csv.trim().split('\r\n').map((l) => l.split(';'));
      const p = lastPeriod('monthly', new Date(), 'Europe/Berlin');
      const days = Math.round((Date.parse(p.to) - Date.parse(p.from)) / DAY);
      const expected = await salesReport(t.services.db, venues, { period: 'custom', from: p.firstDay, to: p.lastDay, days, previousFrom: p.firstDay, previousTo: p.firstDay }, 'day');
      expect(expected.totals.orderCount).toBeGreaterThan(0);
      const euros = (minor: number) => (minor / 100).toFixed(2);
      const total = rows.find((row) => row.includes('Total') && (flavor === 'standard' || row[0] === 'All venues'))!;
      const at = flavor === 'extended' ? 1 : 0;
      expect(total.slice(at + 1, at + 4)).toEqual([String(expected.totals.orderCount), euros(expected.totals.revenue), euros(expected.totals.netRevenue)]);
      if (type === 'sales') {
        // a row per day of the month per venue, and the brand's
        expect(rows.filter((row) => row[0] === 'All venues').length).toBe(days + 1);
        expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(venues.length + 1);
      } else {
        expect(rows[0][0]).toBe('Payment method');
      }
      await t.call(manager, 'PATCH', `${J}/${r._id}`, { active: false });
    }
  });

  it('runs each due report once with two server processes on one database', async () => {
    const s = await t.sibling();
    const r = (await create(manager, { type: 'orders', venue, frequency: 'daily', receiver: ['twice@example.com'] })).body.data;
    const at = new Date(Date.parse(r.nextRun) + 1000);
    await Promise.all([runDueReports(t.services, at), runDueReports(s.services, at), runDueReports(t.services, at)]);
    expect(mailsFor('twice@example.com').length).toBe(1);
    await t.call(manager, 'PATCH', `${J}/${r._id}`, { active: false });
  }, onPostgres ? 30_000 : 15_000);
});
