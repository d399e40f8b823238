/**
 * Article search at scale: `articles` articles of one venue (default 100,000), searched through
 * the full server (auth, scope, list with its total) in the admin's three interface languages,
 * on SQLite (a file) or PostgreSQL (a schema of its own, dropped afterwards).
 *
 * The queries are what people type: 3–8 letter pieces of names in the reader's language (words
 * many articles share, rare ones, pieces across a space, article numbers), pieces that match
 * nothing, and 1–2 letter beginnings. They come from a fixed-seed generator, so runs compare.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { createDb, type Db } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { searchText } from '../src/server/search/searchText';
import { seedDemo } from '../src/server/seed/seedDemo';

export type SearchLanguage = 'de' | 'en' | 'fr';
export interface SearchFigures {
  dialect: 'sqlite' | 'postgres';
  articles: number;
  runs: number;
  p50: number;
  p99: number;
  perLanguage: Record<SearchLanguage, { p50: number; p99: number }>;
}

const LANGS: SearchLanguage[] = ['de', 'en', 'fr'];
const WORDS: Record<SearchLanguage, string[]> = {
  de: ['Burger', 'Salat', 'Käse', 'Pizza', 'Nudeln', 'Suppe', 'Hähnchen', 'Lachs', 'Brötchen', 'Würstchen', 'Kartoffel', 'Apfelschorle', 'Spätzle', 'Knödel', 'Grüner Tee', 'Weißbier'],
  en: ['Burger', 'Salad', 'Cheese', 'Pizza', 'Noodles', 'Soup', 'Chicken', 'Salmon', 'Bread roll', 'Sausages', 'Potato', 'Apple spritzer', 'Dumplings', 'Green tea', 'Wheat beer', 'Fries'],
  fr: ['Burger', 'Salade', 'Fromage', 'Pizza', 'Nouilles', 'Soupe', 'Poulet', 'Saumon', 'Petit pain', 'Saucisses', 'Pomme de terre', 'Crème brûlée', 'Quenelles', 'Thé vert', 'Bière blanche', 'Frites'],
};
const ADJ: Record<SearchLanguage, string[]> = {
  de: ['klein', 'groß', 'scharf', 'vegan', 'hausgemacht', 'gebraten', 'frisch', 'süß'],
  en: ['small', 'large', 'spicy', 'vegan', 'homemade', 'fried', 'fresh', 'sweet'],
  fr: ['petit', 'grand', 'épicé', 'végan', 'maison', 'frit', 'frais', 'sucré'],
};

/** A linear congruential generator: seeded, so every run builds and asks the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
}

/** The name of article i: two words and a size in each language; every 10th has no English, every 7th no French. */
export function benchName(i: number): Record<SearchLanguage, string> {
  const w1 = i % 16, w2 = (i * 7 + 3) % 16, a = (i >> 4) % 8;
  const name = (l: SearchLanguage) => `${WORDS[l][w1]} ${ADJ[l][a]} ${WORDS[l][w2]} ${i % 97}`;
  return { de: name('de'), en: i % 10 === 0 ? '' : name('en'), fr: i % 7 === 0 ? '' : name('fr') };
}

/** The queries a reader of `lang` types: 80 % pieces of names, 10 % nothing matches, 10 % one or two letters. */
export function benchQueries(lang: SearchLanguage, articles: number, count: number, seed = 26): string[] {
  const r = rng(seed + lang.charCodeAt(0));
  const out: string[] = [];
  while (out.length < count) {
    const kind = r();
    if (kind < 0.1) out.push(['xq', 'zzv', 'qwyx', 'jjjkkk', 'vxzqwpl'][Math.floor(r() * 5)] + Math.floor(r() * 100));
    else if (kind < 0.2) out.push('abcdefghiklmnoprstu'.slice(Math.floor(r() * 18)).slice(0, 1 + Math.floor(r() * 2)));
    else if (kind < 0.25) out.push(`a${String(Math.floor(r() * articles)).padStart(6, '0')}`.slice(0, 4 + Math.floor(r() * 4)));
    else {
      const i = Math.floor(r() * articles);
      const names = benchName(i);
      const name = names[lang] || names.de;
      const len = 3 + Math.floor(r() * 6);
      const at = Math.floor(r() * Math.max(1, name.length - len));
      const piece = name.slice(at, at + len).trim();
      out.push(piece.length >= 3 ? piece : name.slice(0, len));
    }
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Writes the articles straight to the table, many rows per statement, in one transaction (a seed, not the thing measured). */
export async function seedArticles(db: Db, n: number, venue: string, group: string, category: string): Promise<void> {
  const at = new Date().toISOString();
  const row = (i: number) => {
    const doc: Record<string, unknown> = {
      venue, category, number: `A${String(i).padStart(6, '0')}`, price: 3 + (i % 40) / 4, name: benchName(i),
      prices: { inside: 5, takeaway: 5, delivery: 5.5 }, allergens: ['gluten_wheat'], additives: [1], visible: true,
      isActive: i % 3 !== 0, sortOrder: i, taxInside: 19, taxTakeaway: 7, displayMode: 'default',
    };
    doc.search = searchText(doc);
    return { _id: newId(), venue, customer_group: group, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) };
  };
  if (db.sqlite) {
    const insert = db.sqlite.prepare('INSERT INTO "article" (_id, venue, customer_group, created_at, updated_at, deleted_at, doc) VALUES (@_id, @venue, @customer_group, @created_at, @updated_at, @deleted_at, @doc)');
    db.sqlite.transaction(() => { for (let i = 0; i < n; i++) insert.run(row(i)); })();
    db.sqlite.exec('ANALYZE');
    return;
  }
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < n; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, n - i) }, (_, k) => row(i + k));
      await trx.insertInto('article').values(rows).execute();
    }
  });
  await sql`ANALYZE "article"`.execute(db.kysely);
}

export async function searchBench(opts: { dialect: 'sqlite' | 'postgres'; articles?: number; runsPerLanguage?: number; databaseUrl?: string }): Promise<SearchFigures> {
  const articles = opts.articles ?? 100_000;
  const runs = opts.runsPerLanguage ?? 400;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const url = opts.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = opts.dialect === 'postgres' ? `bench_${randomBytes(5).toString('hex')}` : undefined;
  const db = await createDb(schema ? { databaseUrl: url, pgSchema: schema } : { sqliteFile: path.join(dir, 'search.sqlite') });
  const { app, services } = await buildApp({ db, jobs: 'manual' });
  try {
    await seedDemo(services, 'Bench1234');
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@example.com', password: 'Bench1234' } });
    const token = JSON.parse(login.body).token as string;
    const get = async (url: string, lang: SearchLanguage) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
      if (res.statusCode >= 300) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body);
    };
    const venue = (await get('/api/v1/general/venue/list?readableId[]=BM01', 'de')).data[0]._id as string;
    const category = (await get(`/api/v1/foodcard/category/venue/${venue}`, 'de')).data[0]._id as string;
    const group = (await db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).executeTakeFirstOrThrow()).customer_group as string;
    await seedArticles(db, articles, venue, group, category);

    const search = (q: string, lang: SearchLanguage) => get(`/api/v1/foodcard/article/venue/${venue}?q=${encodeURIComponent(q)}`, lang);
    for (const lang of LANGS) for (const q of benchQueries(lang, articles, 30, 7)) await search(q, lang); // warm-up
    const all: number[] = [];
    const perLanguage = {} as SearchFigures['perLanguage'];
    const slow: { ms: number; q: string; lang: SearchLanguage; total: number }[] = [];
    for (const lang of LANGS) {
      const times: number[] = [];
      for (const q of benchQueries(lang, articles, runs)) {
        const s = performance.now();
        const answer = await search(q, lang);
        const ms = performance.now() - s;
        times.push(ms);
        slow.push({ ms, q, lang, total: answer.total });
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      perLanguage[lang] = { p50: percentile(times, 50), p99: percentile(times, 99) };
    }
    all.sort((a, b) => a - b);
    // BENCH_SEARCH_SLOWEST=n: the n slowest searches, to see what the p99 is made of.
    const shown = Number(process.env.BENCH_SEARCH_SLOWEST ?? 0);
    for (const x of slow.sort((a, b) => b.ms - a.ms).slice(0, shown)) console.log(`  ${x.ms.toFixed(1)} ms  ${x.lang} ${JSON.stringify(x.q)} total ${x.total}`);
    return { dialect: opts.dialect, articles, runs: all.length, p50: percentile(all, 50), p99: percentile(all, 99), perLanguage };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (schema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

/** One line per language and database, for the bench's printout. */
export function printSearch(f: SearchFigures): void {
  const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 0);
  console.log(`\nArticle search, ${f.articles.toLocaleString('en')} articles of one venue, ${f.dialect} (full server, in process, ${f.runs} searches):`);
  for (const lang of LANGS) console.log(`  ${lang} : p50 ${fmt(f.perLanguage[lang].p50)} ms  p99 ${fmt(f.perLanguage[lang].p99)} ms`);
  console.log(`  all: p50 ${fmt(f.p50)} ms  p99 ${fmt(f.p99)} ms (target p99 ≤ 10 ms)`);
}
