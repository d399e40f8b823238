import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * Bad input answers 400 with the error table's shape, never 500 (DESIGN "Security and running
 * several processes"): inherited object names as query keys, numbers past what the database
 * takes.
 */
let t: TestApp;
let admin: string;
let venue: string;
let article: string;
let category: string;
let optionArticle: string;
let group: string;

const errorShape = (status: number, code: string) => ({ status, body: { statusCode: status, error: expect.any(String), message: expect.any(String), code } });

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  const first = async (url: string) => (await t.call(admin, 'GET', url)).body.data[0]._id as string;
  article = await first(`/api/v1/foodcard/article/venue/${venue}?limit=1`);
  category = await first(`/api/v1/foodcard/category/venue/${venue}?limit=1`);
  optionArticle = await first(`/api/v1/foodcard/option-article/venue/${venue}?limit=1`);
  group = await first('/api/v1/general/customergroup?limit=1');
});
afterAll(() => t.close());

describe('list queries', () => {
  const lists = () => ['/api/v1/general/venue/list', `/api/v1/foodcard/article/venue/${venue}`, '/api/v1/audit', '/api/v1/general/venue/all', '/api/v1/auth/user/query'];
  const INHERITED = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

  it('refuses inherited object names as sort field or filter key with 400 INVALID_QUERY', async () => {
    for (const url of lists()) {
      for (const name of INHERITED) {
        for (const query of [`sort=${name}`, `${name}[]=x`, `${name}=x`, `${name}[gte]=1`, `${name}[lte]=1`]) {
          const res = await t.call(admin, 'GET', `${url}?${query}`);
          expect(res, `${url}?${query}`).toMatchObject(errorShape(400, 'INVALID_QUERY'));
        }
      }
    }
  });

  it('still filters and sorts by declared and system fields', async () => {
    const res = await t.call(admin, 'GET', `/api/v1/general/venue/list?sort=name&direction=asc&readableId[]=BM01&createdAt[gte]=2000-01-01`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: { readableId: string }) => v.readableId)).toEqual(['BM01']);
  });

  it('bounds page and limit: whole numbers, page at most 1,000,000', async () => {
    for (const url of lists()) {
      for (const query of ['page=1e20', 'limit=1e20', 'page=9007199254740993', 'page=1000001', 'page=-1', 'page=0', 'page=1.5', 'page=abc',
        'limit=0', 'limit=1001', 'limit=-5', 'page=Infinity', 'limit=NaN', 'page=2e6&limit=10']) {
        const res = await t.call(admin, 'GET', `${url}?${query}`);
        if (url.endsWith('/all') || url.endsWith('/query')) {
          // Unpaged reads ignore page and limit, but a number past the schema's bound is still refused.
          expect(res.status, `${url}?${query}`).toBeLessThan(500);
          continue;
        }
        expect(res, `${url}?${query}`).toMatchObject(errorShape(400, 'INVALID_QUERY'));
      }
      const last = await t.call(admin, 'GET', `${url}?page=1000000&limit=1000`);
      expect(last.status, url).toBe(200);
      if (!url.endsWith('/all') && !url.endsWith('/query')) expect(last.body).toMatchObject({ data: [], page: 1000000, limit: 1000 });
    }
  });

  it('refuses numbers a filter cannot compare', async () => {
    for (const query of ['sortOrder[]=1e400', 'sortOrder[gte]=-1e999', 'sortOrder[]=NaN', 'sortOrder[]=']) {
      const res = await t.call(admin, 'GET', `/api/v1/foodcard/category/venue/${venue}?${query}`);
      expect(res, query).toMatchObject(errorShape(400, 'INVALID_QUERY'));
    }
  });
});
