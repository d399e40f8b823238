import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listExportJob } from '../src/admin/from-schema/listExportJob';
import type { Entity } from '../src/core/registry';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * Every list's Export exports what the list shows (decision 106): whichever job a list's Export
 * starts (the generic CSV or the entity's own `x-ui.export`), it is started with the list's query
 * and reads it. A handler that ignored the query would take an unknown filter key without a word;
 * one that reads it answers 400 as the list call does. And a search narrows the file.
 */
let t: TestApp;
let admin: string;
let manager: string;
let altstadt: string;

const ADMIN = { role: 'admin', permissions: [] };

async function runJob(token: string, handler: string, params: Record<string, unknown>) {
  const started = await t.call(token, 'POST', '/api/v1/jobs', { handler, params });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  while (await t.services.jobs.tick());
  const job = (await t.call(token, 'GET', `/api/v1/jobs/${started.body.data._id}`)).body.data;
  expect(job.status, JSON.stringify(job)).toBe('done');
  const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${token}` } });
  return parse(file.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  altstadt = await t.venueId(manager, 'BA03');
});
afterAll(() => t.close());

describe('a list\'s Export carries the list\'s query', () => {
  it('every list\'s Export job reads the list\'s filters: an unknown filter key is refused as the list call refuses it', async () => {
    const lists = [...t.services.registry.values()].filter((e: Entity) => e.api.list && !e.def['x-ui']?.hidden);
    expect(lists.length).toBeGreaterThan(10);
    const handlers = new Set<string>();
    for (const entity of lists) {
      const { handler, params } = listExportJob(entity, ADMIN, { filter: { notAListFilter: 'x' } }, 'en', altstadt);
      handlers.add(handler);
      const res = await t.call(admin, 'POST', '/api/v1/jobs', { handler, params });
      expect(res.status, `${entity.id} (${handler}): ${JSON.stringify(res.body)}`).toBe(400);
    }
    // the entities' own exports are among them, none of them the whole foodcard
    expect([...handlers].sort()).toEqual(['couponExport', 'cupCodeExport', 'customerExport', 'listExport', 'promoExport']);
  });

  it('the articles list searched for one article exports that one article, for holders of the foodcard export too', async () => {
    const category = (await t.call(manager, 'POST', `/api/v1/foodcard/category/venue/${altstadt}`, { name: { de: 'Suchexport', en: 'Search export' } })).body.data._id;
    for (const [i, name] of ['Quokka Burger', 'Wombat Wrap'].entries()) {
      const res = await t.call(manager, 'POST', `/api/v1/foodcard/article/venue/${altstadt}`, { name: { de: name, en: name }, category, price: 3 + i, number: `QX${i}` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const job = listExportJob(t.services.registry.get('article')!, ADMIN, { filter: { q: 'Quokka' }, sort: { field: 'name', order: 'ASC' } }, 'en', altstadt);
    const [header, ...rows] = await runJob(admin, job.handler, job.params);
    expect(rows).toHaveLength(1);
    expect(rows[0][header.indexOf('Name')]).toBe('Quokka Burger');

    // the category list searched likewise: its one category, not the foodcard's rows
    const byName = listExportJob(t.services.registry.get('category')!, ADMIN, { filter: { q: 'Suchexport' } }, 'de', altstadt);
    const [, ...categories] = await runJob(admin, byName.handler, byName.params);
    expect(categories).toHaveLength(1);
  });
});
