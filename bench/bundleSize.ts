/**
 * Gzipped JavaScript a browser transfers for the login page and then the first list page, for
 * our admin (real server) and for the minimal one-resource react-admin app built in the same run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';
import { seedDemo } from '../src/server/seed/seedDemo';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BundleFigures {
  loginKb: number;
  listKb: number;
  /** Requests of the first list page's load (document, scripts, API calls, ...). */
  listRequests: number;
  listScripts: number;
  /** Calls to the venue API (`/api/.../venue...`) during the first list page's load. */
  venueFetches: number;
  /** The API calls of the first list page's load (method and URL without the origin). */
  apiCalls: string[];
  /** Gzipped KB per script of the login page and of both pages (for finding what to split). */
  loginScripts: Record<string, number>;
  scripts: Record<string, number>;
}

const isScript = (url: string, contentType = '') => /javascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(url).pathname);

/**
 * Collects the URLs of JavaScript the page loads; sizes are taken afterwards by fetching each
 * once and gzipping it (level 9), so cached or preloaded responses count the same as others.
 */
function jsMeter(first: Page) {
  const urls = new Set<string>();
  const watch = (page: Page) =>
    page.on('response', (res) => {
      if (isScript(res.url(), res.headers()['content-type'])) urls.add(res.url());
    });
  watch(first);
  return {
    /** Counts another tab's scripts too (the list page's own tab). */
    watch,
    async sizes(): Promise<Record<string, number>> {
      const out: Record<string, number> = {};
      for (const url of urls) out[new URL(url).pathname] = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length / 1024;
      return out;
    },
  };
}

const kb = (sizes: Record<string, number>) => Math.round(Object.values(sizes).reduce((a, b) => a + b, 0) * 10) / 10;

/** Every request the page starts (cache hits included) from now until `stop()`. */
function requestLog(page: Page) {
  const urls: string[] = [];
  const calls: string[] = [];
  const onRequest = (req: { url(): string; method(): string }) => {
    urls.push(req.url());
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${req.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  return { urls, calls, stop: () => page.off('request', onRequest) };
}

/**
 * Resolves once no request has been in flight for `quietMs`. Unlike `waitForLoadState
 * ('networkidle')`, which resolves at once when the document reached that state before (any
 * in-app navigation), it waits for the lazy chunks and API calls the app starts itself.
 */
function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => { inFlight++; lastChange = Date.now(); };
  const down = () => { inFlight--; lastChange = Date.now(); };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async (quietMs = 500) => {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(50);
  };
}

interface Target {
  base: string;
  /** Fills and submits the sign-in form. */
  login: (page: Page) => Promise<void>;
  listPath: string;
  /** A data row of the list: the list page counts as loaded once one is shown. */
  row: string;
}

async function measure(target: Target): Promise<BundleFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  try {
    // A context of its own, so the list can open in a second tab of the same session.
    const page = await (await browser.newContext()).newPage();
    // A broken build shows as a script error, not as a missing element 30 s later.
    const broken = new Promise<never>((_, reject) => page.on('pageerror', (e) => reject(new Error(`${target.base}: ${e.message}`))));
    return await Promise.race([broken, visit(page, target)]);
  } finally {
    await browser.close();
  }
}

/** The sign-in page, then (signed in) a fresh load of the list page in a new tab. */
async function visit(page: Page, { base, login, listPath, row }: Target): Promise<BundleFigures> {
  const meter = jsMeter(page);
  const quiet = networkQuiet(page);
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.locator('input[name="password"]').waitFor();
  const loginScripts = await meter.sizes();
  await login(page);
  // Signed in once the form is gone. `waitForLoadState('networkidle')` is no signal here: the
  // sign-in is no navigation, so it resolved at once and the list was opened while the login
  // call was still running; on a busy machine that call lost the race and the list page
  // showed the sign-in again (the bench's old 30 s time-out).
  await page.locator('input[name="password"]').waitFor({ state: 'detached' });
  // The signed-in start page finished what it loads (the layout's calls included).
  await quiet();
  // The list opens in a tab of its own (same session, same cache), as a bookmark or a reload
  // would: a late call of the start page (its dashboard, a poll) cannot be counted as the list's.
  const listPage = await page.context().newPage();
  meter.watch(listPage);
  const listQuiet = networkQuiet(listPage);
  const log = requestLog(listPage);
  const broken = new Promise<never>((_, reject) => listPage.on('pageerror', (e) => reject(new Error(`${base}${listPath}: ${e.message}`))));
  broken.catch(() => undefined); // an error after the list showed is not this page's load
  await listPage.goto(base + listPath, { waitUntil: 'domcontentloaded' });
  await Promise.race([broken, listPage.locator(row).first().waitFor()]);
  await listQuiet();
  log.stop();
  const scripts = await meter.sizes();
  return {
    loginKb: kb(loginScripts),
    loginScripts,
    listKb: kb(scripts),
    listRequests: log.urls.length,
    listScripts: log.urls.filter((u) => isScript(u)).length,
    venueFetches: log.calls.filter((c) => /^GET \/api\/[^?]*\/venues?([/?]|$)/.test(c)).length,
    apiCalls: log.calls,
    scripts,
  };
}

export async function bundleSize(): Promise<{ ours: BundleFigures; minimal: BundleFigures }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  const outMinimal = path.join(tmp, 'minimal');
  for (const args of [['vite', 'build', '--logLevel', 'error'], ['vite', 'build', '--logLevel', 'error', '--config', 'bench/minimal-app.vite.config.ts', '--outDir', outMinimal]]) {
    const r = spawnSync('npx', args, { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`build failed: ${args.join(' ')}`);
  }

  const db = await createDb({ sqliteFile: path.join(tmp, 'db.sqlite') });
  const { app, services } = await buildApp({ db, adminDir: path.resolve('dist') });
  await seedDemo(services, 'Bench1234');
  await app.listen({ host: '127.0.0.1', port: 0 });
  // A server that has answered before: routes compile their schemas on first use, and those
  // first answers would otherwise stretch the start page's loads past the quiet window below.
  app.compileRouteSchemas();
  const ourBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const minimalApp = Fastify();
  await minimalApp.register(fastifyStatic, { root: outMinimal });
  minimalApp.setNotFoundHandler((_req, reply) => reply.sendFile('index.html'));
  await minimalApp.listen({ host: '127.0.0.1', port: 0 });
  const minimalBase = `http://127.0.0.1:${(minimalApp.server.address() as { port: number }).port}`;

  const formLogin = (email: string, password: string) => async (page: Page) => {
    await page.locator('input[name="username"], input[name="email"]').first().fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
  };
  try {
    const ours = await measure({ base: ourBase, login: formLogin('manager@example.com', 'Bench1234'), listPath: '/venue', row: 'tbody tr' });
    const minimal = await measure({ base: minimalBase, login: formLogin('demo', 'demo'), listPath: '/table', row: 'tbody tr' });
    return { ours, minimal };
  } finally {
    await app.close();
    await minimalApp.close();
    await db.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
