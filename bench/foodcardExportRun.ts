/**
 * The foodcard export benchmark's own process (so its memory is only the server's): a venue
 * with 10k articles in 40 categories and 200 option articles, written straight to SQLite, then
 * the CSV and the XLSX export fetched over HTTP, each timed while memory is sampled. Prints one
 * JSON line and exits.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { seedDemo } from '../src/server/seed/seedDemo';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const CATEGORIES = 40;
const GROUPS = 10;
const OPTION_ARTICLES = 200;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-foodcard-'));
const db = await createDb({ sqliteFile: path.join(dir, 'foodcard.sqlite') });
const { app, services } = await buildApp({ db, jobs: 'manual' });
await seedDemo(services, 'Bench1234');
const venueRow = await db.kysely.selectFrom('venue').select(['_id', 'customer_group']).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
const venue = venueRow._id as string;
const group = venueRow.customer_group as string;

const raw = db.sqlite!;
const at = new Date().toISOString();
const insert = (entityId: string) => raw.prepare(`INSERT INTO "${services.registry.get(entityId)!.table}" (_id, venue, customer_group, created_at, updated_at, deleted_at, doc) VALUES (?, ?, ?, ?, ?, NULL, ?)`);
const [insCategory, insOption, insArticle, insOptionArticle] = ['category', 'option', 'article', 'optionArticle'].map(insert);
raw.transaction(() => {
  const categories = Array.from({ length: CATEGORIES }, (_, i) => {
    const id = newId();
    insCategory.run(id, venue, group, at, at, JSON.stringify({ venue, name: { de: `Kategorie ${i}`, en: `Category ${i}` }, sortOrder: i, mainCategory: 'dish', visible: true, isActive: true }));
    return id;
  });
  const groups = Array.from({ length: GROUPS }, (_, i) => {
    const id = newId();
    insOption.run(id, venue, group, at, at, JSON.stringify({ venue, name: { de: `Gruppe ${i}` }, sortOrder: i, limit: 2, requiredAmount: 0, visible: true, isActive: true }));
    return id;
  });
  for (let i = 0; i < OPTION_ARTICLES; i++) {
    insOptionArticle.run(newId(), venue, group, at, at, JSON.stringify({ venue, option: groups[i % GROUPS], name: { de: `Option ${i}` }, price: 0.5, number: `O${i}`, sortOrder: i, visible: true, isActive: true }));
  }
  for (let i = 0; i < ARTICLES; i++) {
    insArticle.run(newId(), venue, group, at, at, JSON.stringify({
      venue, category: categories[i % CATEGORIES], sortOrder: i, number: `A${i}`,
      name: { de: `Artikel ${i}`, en: `Article ${i}`, fr: `Article ${i}` },
      description: { de: `Beschreibung von Artikel ${i}; mit "Zitat"`, en: `Description of article ${i}` },
      price: 5 + (i % 100) / 10, prices: { inside: 5 + (i % 100) / 10, takeaway: 4.5 + (i % 100) / 10 }, taxInside: 19, taxTakeaway: 7,
      allergens: ['gluten_wheat', 'milk'], additives: [1, 4], features: i % 3 ? [] : ['vegan'],
      nutrition: { portionSize: '300 g', perPortion: { energyKcal: 420 + (i % 50), fat: 12.5, protein: 20 } },
      availability: { standard: true, inside: true, takeaway: true, delivery: true, web: true },
      dependencies: [{ option: groups[i % GROUPS], max: 1 }], visible: true, isActive: true,
    }));
  }
})();

await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@example.com', password: 'Bench1234' } });
const token = JSON.parse(login.body).token as string;

/** Downloads the file, discarding its bytes, while sampling memory every millisecond the loop allows. */
async function measure(format: 'csv' | 'xlsx') {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 1);
  const start = performance.now();
  const bytes = await new Promise<number>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: `/api/v1/foodcard/venue/${venue}/export?format=${format}`, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
      let n = 0;
      res.on('data', (chunk: Buffer) => {
        n += chunk.length;
      });
      res.on('end', () => resolve(n));
      res.on('error', reject);
    }).on('error', reject);
  });
  const ms = performance.now() - start;
  clearInterval(sample);
  const mb = (n: number) => n / (1024 * 1024);
  return { ms, mb: mb(bytes), baseRssMb: mb(base.rss), peakRssMb: mb(peakRss), baseHeapMb: mb(base.heapUsed), peakHeapMb: mb(peakHeap) };
}

await measure('csv'); // warm-up: first use compiles the code paths
const csv = await measure('csv');
const xlsx = await measure('xlsx');
console.log(JSON.stringify({ articles: ARTICLES, rows: ARTICLES + CATEGORIES + GROUPS + OPTION_ARTICLES, csv, xlsx }));
await app.close();
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
