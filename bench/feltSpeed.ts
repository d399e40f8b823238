/**
 * Felt speed of the production build in Chromium (issue 24): how long a 100-row list takes to
 * render once its data arrived, what a first visit of a screen shows and when, and how long an
 * article's edit form takes to open. The real server runs on a fresh SQLite demo database with
 * at least 100 audit entries, customers, orders and articles (the customers and articles of the
 * first venue are multiplied here, and it gets more orders: the demo has fewer than 100 per venue).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';
import { seedDemo } from '../src/server/seed/seedDemo';
import { seedOrders } from '../src/server/seed/seedOrders';
import { systemPrincipal } from '../src/server/access/systemPrincipal';
import type { Services } from '../src/server/services';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PASSWORD = 'Bench1234';

export interface ListFigure {
  screen: string;
  /** list call's response end → the 100th row in the DOM (ms) */
  rowsAfterDataMs: number;
  /** first visit, in the app (menu click): click → layout (skeleton or content), click → first row */
  firstLayoutMs: number;
  firstDataMs: number;
  /** fresh tab (a reload or a bookmark): navigation start → layout, → first row */
  reloadLayoutMs: number;
  reloadDataMs: number;
}

export interface FeltSpeedFigures {
  lists: ListFigure[];
  /** navigation start → the article form's price input holding its value (a fresh tab: the whole app boots) */
  editFormMs: number;
  /** in the app: click on an article in its list → the form's price input holding its value */
  editFormInAppMs: number;
}

interface Screen {
  name: string;
  path: string;
  /** the API path part of the list call (matched in the resource timing of the page) */
  api: RegExp;
}

const SCREENS: Screen[] = [
  { name: 'audit', path: '/auditing', api: /\/audit(\/venue\/[^/?]+|\/list)?\?/ },
  { name: 'customers', path: '/customer', api: /\/customer(\/venue\/[^/?]+|\/list)?\?/ },
  { name: 'orders', path: '/orders', api: /\/order(\/venue\/[^/?]+|\/list)?\?/ },
  { name: 'articles', path: '/article', api: /\/article(\/venue\/[^/?]+|\/list)?\?/ },
];

/** What counts as "the layout is shown": a skeleton of it, or the list's or form's own parts. */
const LAYOUT = '[data-skeleton], .RaList-actions, .RaList-content, form input';

/**
 * Runs in the page before its scripts: each animation frame records when the layout and the
 * first and the 100th row of a table first appeared (frames are what the user sees, and a long
 * task delays them exactly as it delays the user's view).
 */
const PROBE = `(() => {
  window.__felt = {};
  const tick = () => {
    const f = window.__felt;
    const now = performance.now();
    if (f.layout === undefined && document.querySelector(${JSON.stringify(LAYOUT)})) f.layout = now;
    const rows = document.querySelectorAll('.RaList-content tbody tr');
    if (f.row1 === undefined && rows.length >= 1) f.row1 = now;
    if (f.row100 === undefined && rows.length >= 100) f.row100 = now;
    const name = document.querySelector('form input[name="price"]');
    if (f.form === undefined && name && name.value) f.form = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __felt: Record<string, number> }).__felt);

async function waitFor(page: Page, key: string, timeout = 90_000) {
  try {
    await page.waitForFunction((k) => (window as unknown as { __felt: Record<string, number> }).__felt?.[k] !== undefined, key, { timeout, polling: 50 });
  } catch (e) {
    const shot = path.join(os.tmpdir(), `felt-${key}.png`);
    console.error(await page.evaluate(() => JSON.stringify({ felt: (window as unknown as { __felt: unknown }).__felt, inputs: [...document.querySelectorAll('input')].map((i) => [i.name, i.value, !!i.closest('form')]) })));
    await page.screenshot({ path: shot });
    throw new Error(`${page.url()}: no ${key} within ${timeout} ms (screenshot ${shot})`, { cause: e });
  }
}

/** When (page clock) the last list call of the screen had its response. */
async function listResponseEnd(page: Page, api: RegExp): Promise<number> {
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: (e as PerformanceResourceTiming).responseEnd })));
  const hits = entries.filter((e) => api.test(new URL(e.name).pathname + new URL(e.name).search) && /[?&]limit=100(&|$)/.test(e.name));
  if (!hits.length) throw new Error(`no list call with limit=100 matching ${api} among ${entries.filter((e) => e.name.includes('/api/')).map((e) => e.name).join(', ')}`);
  return Math.max(...hits.map((h) => h.end));
}

/** The first venue gets 100+ customers and articles, copies of its own, written through the items service. */
async function seedMore(services: Services) {
  const { items, registry, db } = services;
  const venue = (await db.kysely.selectFrom('venue').select('_id').orderBy('created_at').limit(1).executeTakeFirstOrThrow())._id;
  for (const id of ['customer', 'article'] as const) {
    const rows = await db.kysely.selectFrom(id as never).select(['doc' as never]).where('venue' as never, '=', venue as never).execute() as { doc: string }[];
    const docs = rows.map((r) => JSON.parse(r.doc) as Record<string, unknown>);
    for (let n = docs.length; n < 110; n++) {
      const { _id: _i, id: _id2, createdAt: _c, updatedAt: _u, ...doc } = docs[n % docs.length] as Record<string, unknown>;
      if (id === 'customer') Object.assign(doc, { email: `bench${n}@example.com`, customerNumber: undefined, name: `${String(doc.name)} ${n}` });
      else Object.assign(doc, { name: { de: `Artikel ${n}`, en: `Article ${n}` }, position: n, sku: undefined, plu: undefined });
      await items.create(registry.get(id)!, systemPrincipal, doc, { venue });
    }
  }
  // 40 orders per venue in the demo: 80 more in the first.
  await seedOrders(services, [venue], 80);
  return venue;
}

async function signIn(context: BrowserContext, base: string, venue: string) {
  const page = await context.newPage();
  await page.goto(base, { waitUntil: 'domcontentloaded' });
  await page.locator('input[name="username"], input[name="email"]').first().fill('admin@example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.locator('input[name="password"]').waitFor({ state: 'detached' });
  await context.addCookies([{ name: 'venue', value: venue, url: base }]);
  await page.close();
}

async function measureScreen(context: BrowserContext, base: string, s: Screen): Promise<ListFigure> {
  // In the app: the start page, then the menu entry (the route's chunk is not loaded yet).
  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
  const link = page.locator(`a[href="${s.path}"]`).first();
  await link.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => { const f = (window as unknown as { __felt: Record<string, number> }).__felt; for (const k of Object.keys(f)) delete f[k]; });
  const clicked = await page.evaluate(() => performance.now());
  await link.click();
  await waitFor(page, 'row1');
  const inApp = await readProbe(page);
  await page.close();

  // A fresh tab at 100 rows: a reload or a bookmark of the list.
  const tab = await context.newPage();
  await tab.goto(`${base}${s.path}?perPage=100&page=1`, { waitUntil: 'domcontentloaded' });
  await waitFor(tab, 'row100');
  const fresh = await readProbe(tab);
  const dataAt = await listResponseEnd(tab, s.api);
  await tab.close();
  return {
    screen: s.name,
    rowsAfterDataMs: fresh.row100 - dataAt,
    firstLayoutMs: (inApp.layout ?? inApp.row1) - clicked,
    firstDataMs: inApp.row1 - clicked,
    reloadLayoutMs: fresh.layout ?? fresh.row1,
    reloadDataMs: fresh.row1,
  };
}

/** The article list, then a click on its first article's name: the edit form as a user opens it. */
async function measureEditFormInApp(context: BrowserContext, base: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${base}/article`, { waitUntil: 'domcontentloaded' });
  await waitFor(page, 'row1');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => { const f = (window as unknown as { __felt: Record<string, number> }).__felt; for (const k of Object.keys(f)) delete f[k]; });
  const clicked = await page.evaluate(() => performance.now());
  await page.locator('.RaList-content tbody tr').first().locator('a[href*="/edit"]').first().click();
  await waitFor(page, 'form');
  const f = await readProbe(page);
  await page.close();
  return f.form - clicked;
}

async function measureEditForm(context: BrowserContext, base: string, services: Services, venue: string): Promise<number> {
  const row = await services.db.kysely.selectFrom('article').select(['_id', 'doc']).where('venue', '=', venue).limit(1).executeTakeFirstOrThrow();
  const category = (JSON.parse(row.doc) as { category?: string }).category;
  const page = await context.newPage();
  await page.goto(`${base}/article/${category}/${row._id}/edit`, { waitUntil: 'domcontentloaded' });
  await waitFor(page, 'form');
  const f = await readProbe(page);
  await page.close();
  return f.form;
}

/** The production build served by the real server on a fresh demo database (see the file's comment). */
export async function feltServer({ build = true } = {}) {
  if (build) {
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'felt-'));
  const db = await createDb({ sqliteFile: path.join(tmp, 'db.sqlite') });
  const { app, services } = await buildApp({ db, adminDir: path.resolve('dist') });
  await seedDemo(services, PASSWORD);
  const venue = await seedMore(services);
  await app.listen({ host: '127.0.0.1', port: 0 });
  app.compileRouteSchemas();
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // A string, not a function: tsx would wrap the function's inner arrows in a helper the page lacks.
  await context.addInitScript(PROBE);
  await signIn(context, base, venue);
  const close = async () => {
    await browser.close();
    await app.close();
    await db.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  return { base, venue, services, context, close };
}

export async function feltSpeed({ build = true } = {}): Promise<FeltSpeedFigures> {
  const { base, venue, services, context, close } = await feltServer({ build });
  try {
    const lists: ListFigure[] = [];
    for (const s of SCREENS.filter((x) => !process.env.FELT_ONLY || x.name === process.env.FELT_ONLY)) lists.push(await measureScreen(context, base, s));
    const editFormMs = await measureEditForm(context, base, services, venue);
    const editFormInAppMs = await measureEditFormInApp(context, base);
    return { lists, editFormMs, editFormInAppMs };
  } finally {
    await close();
  }
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`.padStart(9);

export function printFeltSpeed(f: FeltSpeedFigures) {
  console.log('\nFelt speed, production build in Chromium, demo data (100+ rows per list):');
  console.log('  screen     | 100 rows after data | first visit (menu): layout / data | fresh tab (reload): layout / first row');
  console.log('  target     |            ≤ 1000 ms |        ≤ 300 ms / ≤ 1000 ms       |          ≤ 300 ms / (whole app boot, no target)');
  for (const l of f.lists) {
    console.log(`  ${l.screen.padEnd(10)} | ${ms(l.rowsAfterDataMs).padStart(20)} |      ${ms(l.firstLayoutMs)} / ${ms(l.firstDataMs)}     |          ${ms(l.reloadLayoutMs)} / ${ms(l.reloadDataMs)}`);
  }
  console.log(`  article edit form opens (target ≤ 1000 ms): in the app, click in the article list → its price input holding the value: ${ms(f.editFormInAppMs).trim()};`);
  console.log(`    fresh tab (navigation → the same, the whole app booting first): ${ms(f.editFormMs).trim()}`);
}
