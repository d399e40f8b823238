/**
 * The promo code benchmark's own process (so its memory is only the server's): one call that
 * generates 100,000 codes (timed, every code checked unique), then the venue filled up to
 * 1,000,000 codes written straight to SQLite and the promo CSV export fetched over HTTP while
 * memory is sampled. Prints one JSON line and exits.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { seedDemo } from '../src/server/seed/seedDemo';

const GENERATE = Number(process.env.BENCH_PROMO_GENERATE ?? 100_000);
const EXPORT = Number(process.env.BENCH_PROMO_EXPORT ?? 1_000_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-promo-'));
const db = await createDb({ sqliteFile: path.join(dir, 'promo.sqlite') });
const { app, services } = await buildApp({ db, jobs: 'manual' });
await seedDemo(services, 'Bench1234');
const venueRow = await db.kysely.selectFrom('venue').select(['_id', 'customer_group']).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
const venue = venueRow._id as string;
const group = venueRow.customer_group as string;
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@example.com', password: 'Bench1234' } });
const token = JSON.parse(login.body).token as string;
const table = services.registry.get('promoCode')!.table;

// 1. One call generating GENERATE codes.
let start = performance.now();
const gen = await app.inject({
  method: 'POST', url: '/api/v1/general/promoCode/generate', headers: { authorization: `Bearer ${token}` },
  payload: { name: 'Bench', type: 'relative', percent: 0.1, venue, generateAmount: GENERATE },
});
const generateMs = performance.now() - start;
if (gen.statusCode !== 200) throw new Error(`generate answered ${gen.statusCode}: ${gen.body}`);
const batch = JSON.parse(gen.body).data.batch as string;
const raw = db.sqlite!;
const check = raw.prepare(`SELECT count(*) AS n, count(DISTINCT json_extract(doc, '$.code')) AS d FROM "${table}" WHERE json_extract(doc, '$.batch') = ?`).get(batch) as { n: number; d: number };
const groupCheck = raw.prepare(`SELECT count(*) AS n, count(DISTINCT json_extract(doc, '$.code')) AS d FROM "${table}" WHERE customer_group = ? AND deleted_at IS NULL`).get(group) as { n: number; d: number };

// 2. Up to EXPORT codes in the venue, written directly (as an import would), then the export.
const have = (raw.prepare(`SELECT count(*) AS n FROM "${table}" WHERE venue = ?`).get(venue) as { n: number }).n;
const at = new Date().toISOString();
const ins = raw.prepare(`INSERT INTO "${table}" (_id, venue, customer_group, created_at, updated_at, deleted_at, doc) VALUES (?, ?, ?, ?, ?, NULL, ?)`);
raw.transaction(() => {
  for (let i = have; i < EXPORT; i++) {
    ins.run(newId(), venue, group, at, at, JSON.stringify({
      name: `Fill ${i % 50}`, code: `FILL${i}`, type: i % 2 ? 'relative' : 'absolute', percent: 0.15, value: 2.5, venue, customerGroup: group,
      active: i % 3 !== 0, usageFrequency: 'any', from: at, to: at, isAutomatic: false, batch: 'fill',
    }));
  }
})();

await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
(globalThis as { gc?: () => void }).gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
const sample = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 1);
start = performance.now();
const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
  http.get({ host: '127.0.0.1', port, path: `/api/v1/general/data/promo/csv?lang=de&venue[]=${venue}`, headers: { authorization: `Bearer ${token}` } }, (res) => {
    if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
    let n = 0;
    let l = 0;
    res.on('data', (chunk: Buffer) => {
      n += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) l++;
    });
    res.on('end', () => resolve({ bytes: n, lines: l }));
    res.on('error', reject);
  }).on('error', reject);
});
const exportMs = performance.now() - start;
clearInterval(sample);
const mb = (n: number) => n / (1024 * 1024);
console.log(JSON.stringify({
  generate: { codes: GENERATE, ms: generateMs, unique: check.n === GENERATE && check.d === GENERATE, groupUnique: groupCheck.n === groupCheck.d },
  export: { codes: lines - 1, ms: exportMs, mb: mb(bytes), baseRssMb: mb(base.rss), peakRssMb: mb(peakRss), growthMb: mb(peakRss - base.rss) },
}));
await app.close();
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
