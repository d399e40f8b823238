/**
 * Foodcard figures on 10k articles of one venue (SQLite file, in process, through the full
 * server: auth, scope, validation, hooks, audit): one bulk activate call over all of them, and
 * the latency of the article search.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { searchText } from '../src/server/search/searchText';
import { seedDemo } from '../src/server/seed/seedDemo';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const WORDS = ['Burger', 'Salat', 'Käse', 'Pizza', 'Pasta', 'Suppe', 'Wrap', 'Bowl', 'Curry', 'Tofu', 'Hähnchen', 'Lachs'];

export interface FoodcardFigures {
  articles: number;
  bulkActivateMs: number;
  /** the first call of a bulk route in the process (one id): its validators compile then */
  firstCallMs: number;
  search: { p50: number; p99: number; runs: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function foodcardBench(): Promise<FoodcardFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-foodcard-'));
  const db = await createDb({ sqliteFile: path.join(dir, 'foodcard.sqlite') });
  const { app, services } = await buildApp({ db, jobs: 'manual' });
  try {
    await seedDemo(services, 'Bench1234');
    const call = async (token: string, method: 'GET' | 'PATCH', url: string, body?: unknown) => {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body as object } : {}) });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body);
    };
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@example.com', password: 'Bench1234' } });
    const token = JSON.parse(login.body).token as string;
    const venue = (await call(token, 'GET', '/api/v1/general/venue/list?readableId[]=BM01')).data[0]._id as string;
    const category = (await call(token, 'GET', `/api/v1/foodcard/category/venue/${venue}`)).data[0]._id as string;
    const group = (await db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).executeTakeFirstOrThrow()).customer_group;

    // Realistic documents written straight to the table (a seed, not the thing measured).
    const ids: string[] = [];
    const insert = db.sqlite!.prepare('INSERT INTO "article" (_id, venue, customer_group, created_at, updated_at, deleted_at, doc) VALUES (?, ?, ?, ?, ?, NULL, ?)');
    const at = new Date().toISOString();
    db.sqlite!.transaction(() => {
      for (let i = 0; i < ARTICLES; i++) {
        const id = newId();
        ids.push(id);
        const doc: Record<string, unknown> = {
          venue, category, number: `A${String(i).padStart(5, '0')}`, price: 3 + (i % 40) / 4,
          name: { de: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} Nr. ${i}`, en: `Dish ${i}` },
          prices: { inside: 5, takeaway: 5, delivery: 5.5 }, allergens: ['gluten_wheat', 'milk'], additives: [1, 2], visible: true,
          isActive: false, sortOrder: i, taxInside: 19, taxTakeaway: 7, displayMode: 'default',
        };
        doc.search = searchText(doc);
        insert.run(id, venue, group, at, at, JSON.stringify(doc));
      }
    })();
    db.sqlite!.exec('ANALYZE');

    // The route's validators compile on its first call (lazily, per process): one small call
    // first, so the figure is the bulk write itself; the first call's time is printed beside it.
    const c0 = performance.now();
    await call(token, 'PATCH', `/api/v1/foodcard/article/venue/${venue}/deactivate`, { ids: ids.slice(0, 1) });
    const firstCallMs = performance.now() - c0;
    const t0 = performance.now();
    const res = await call(token, 'PATCH', `/api/v1/foodcard/article/venue/${venue}/activate`, { ids });
    const bulkActivateMs = performance.now() - t0;
    if (res.data.count !== ARTICLES) throw new Error(`bulk activate changed ${res.data.count} articles`);

    const queries = ['käse', 'BURGER', 'a00042', 'nr. 99', 'lachs curry', 'tofu', 'zzz', 'hähnchen', 'salat w', 'a0999'];
    const times: number[] = [];
    for (let i = 0; i < 50; i++) await call(token, 'GET', `/api/v1/foodcard/article/venue/${venue}?q=${encodeURIComponent(queries[i % queries.length])}`); // warm-up
    for (let i = 0; i < 500; i++) {
      const s = performance.now();
      await call(token, 'GET', `/api/v1/foodcard/article/venue/${venue}?q=${encodeURIComponent(queries[i % queries.length])}`);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    return { articles: ARTICLES, bulkActivateMs, firstCallMs, search: { p50: percentile(times, 50), p99: percentile(times, 99), runs: times.length } };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
