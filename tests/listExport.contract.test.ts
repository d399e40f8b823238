import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '../src/server/access/systemPrincipal';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let altstadt: string;

/** Starts a list export, runs it and answers the job as the tray sees it with the parsed file. */
async function exportList(token: string, params: Record<string, unknown>) {
  const started = await t.call(token, 'POST', '/api/v1/jobs', { handler: 'listExport', params });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  while (await t.services.jobs.tick());
  const job = (await t.call(token, 'GET', `/api/v1/jobs/${started.body.data._id}`)).body.data;
  if (job.status !== 'done') return { job, rows: [] as string[][], text: '' };
  const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${token}` } });
  const text = file.body;
  const rows = parse(text.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
  return { job, rows, text, contentType: file.headers['content-type'] };
}

const start = (token: string, params: Record<string, unknown>) => t.call(token, 'POST', '/api/v1/jobs', { handler: 'listExport', params });

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  staff = await t.login('staff@example.com');
  altstadt = await t.venueId(manager, 'BA03');
});
afterAll(() => t.close());

describe('generic list export (download job listExport)', () => {
  it('writes the filtered rows with translated headers, referenced names and guarded formulas', async () => {
    const category = (await t.call(manager, 'POST', `/api/v1/foodcard/category/venue/${altstadt}`, { name: { de: 'Exportkategorie', en: 'Export category' } })).body.data._id;
    for (const [i, name] of ['Alpha', '=HYPERLINK("http://evil")', 'Gamma'].entries()) {
      const res = await t.call(manager, 'POST', `/api/v1/foodcard/article/venue/${altstadt}`, { name: { de: name, en: name }, category, price: 2 + i, number: `EXP${i}`, visible: i !== 2 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const { job, rows, contentType, text } = await exportList(manager, { resource: 'article', venue: altstadt, filter: { 'category[]': [category] }, sort: 'price', direction: 'asc', lang: 'de' });
    expect(job).toMatchObject({ status: 'done', file: 'article.csv' });
    expect(contentType).toMatch(/^text\/csv/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...body] = rows;
    expect(header).toContain('Kategorie');
    expect(header).toContain('Name');
    expect(body).toHaveLength(3);
    const col = (name: string) => header.indexOf(name);
    expect(body.map((r) => r[col('Name')])).toEqual(['Alpha', '\'=HYPERLINK("http://evil")', 'Gamma']);
    expect(body.every((r) => r[col('Kategorie')] === 'Exportkategorie')).toBe(true);
    // English headers and names in the reader's language
    const en = await exportList(manager, { resource: 'article', venue: altstadt, filter: { 'category[]': [category], 'visible[]': ['true'] }, lang: 'en' });
    expect(en.rows[0]).toContain('Category');
    expect(en.rows).toHaveLength(3);
    expect(en.rows.slice(1).every((r) => r[en.rows[0].indexOf('Category')] === 'Export category')).toBe(true);
  });

  it('keeps to the caller\'s tenant: another group\'s rows are never in the file', async () => {
    const group = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Export Group', slug: 'other_export' })).body.data;
    expect(group?._id).toBeTruthy();
    const venue = await t.services.items.create(t.services.registry.get('venue')!, systemPrincipal, {
      name: 'Foreign Venue', readableId: 'FX01', customerGroup: group._id, city: 'Köln', street: 'Domkloster', number: '4', postalCode: '50667',
    });
    await t.services.items.create(t.services.registry.get('company')!, systemPrincipal, { venue: venue._id, name: 'Foreign Export GmbH', companyCode: 'FOREIGNX' });
    const mine = await exportList(manager, { resource: 'company', lang: 'en' });
    expect(mine.rows.length).toBeGreaterThan(1);
    expect(mine.text).not.toContain('Foreign Export GmbH');
    // the foreign venue named explicitly: filtered to it, still nothing of it
    const pinned = await exportList(manager, { resource: 'company', venue: venue._id, lang: 'en' });
    expect(pinned.rows).toHaveLength(1);
    // staff sees the companies of their one venue only
    const staffFile = await exportList(staff, { resource: 'company', lang: 'en' });
    const staffVenues = (await t.call(staff, 'GET', '/api/v1/dnd/company?limit=100')).body.data.map((c: any) => c.name).sort();
    expect(staffFile.rows.slice(1).map((r) => r[0]).sort()).toEqual(staffVenues);
    expect(staffVenues.length).toBeLessThan(mine.rows.length - 1);
    // the platform administrator sees it
    expect((await exportList(admin, { resource: 'company', venue: venue._id, lang: 'en' })).text).toContain('Foreign Export GmbH');
    // a per-venue list with another tenant's venue in its path: not found, as the list call answers
    expect((await start(manager, { resource: 'table', venue: venue._id })).status).toBe(404);
  });

  it('refuses at the start a resource without the view right, an unknown resource, filter, sort or language', async () => {
    const forbidden = await start(staff, { resource: 'article', venue: altstadt });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    const unknown = await start(manager, { resource: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ path: 'params.resource' });
    expect((await start(manager, { resource: 'constructor' })).status).toBe(422);
    expect((await start(manager, { resource: 'company', filter: { 'nope[]': ['x'] } })).status).toBe(400);
    expect((await start(manager, { resource: 'company', filter: { 'subsidy[gte]': 'abc' } })).status).toBe(400);
    expect((await start(manager, { resource: 'company', sort: 'iban2' })).status).toBe(400);
    expect((await start(manager, { resource: 'company', filter: 'x' })).status).toBe(422);
    expect((await start(manager, { resource: 'company', lang: 'xx' })).status).toBe(422);
    expect((await start(manager, { resource: 'table' })).body.errors[0]).toMatchObject({ path: 'params.venue' });
    // none of them left a job behind
    const jobs = (await t.call(manager, 'GET', '/api/v1/jobs?limit=100')).body.data;
    expect(jobs.every((j: any) => j.status === 'done')).toBe(true);
  });

  it('reads a list longer than one page in pages, every row once', async () => {
    const company = t.services.registry.get('company')!;
    await t.services.items.transaction(async (items) => {
      for (let i = 0; i < 1005; i++) await items.create(company, systemPrincipal, { venue: altstadt, name: `Bulk ${String(i).padStart(4, '0')}`, companyCode: `BULK${i}` });
    });
    const { rows } = await exportList(manager, { resource: 'company', venue: altstadt, filter: { q: 'Bulk ' }, sort: 'name', direction: 'asc', lang: 'en' });
    expect(rows).toHaveLength(1006);
    expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 1005 }, (_, i) => `Bulk ${String(i).padStart(4, '0')}`));
  });
});
