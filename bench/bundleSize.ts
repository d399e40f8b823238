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
}

/**
 * Collects the URLs of JavaScript the page loads; sizes are taken afterwards by fetching each
 * once and gzipping it (level 9), so cached or preloaded responses count the same as others.
 */
function jsMeter(page: Page) {
  const urls = new Set<string>();
  page.on('response', (res) => {
    if (/javascript/.test(res.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(res.url())) urls.add(res.url());
  });
  return {
    async total(): Promise<number> {
      let bytes = 0;
      for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
      return Math.round((bytes / 1024) * 10) / 10;
    },
  };
}

async function measure(baseUrl: string, login: (page: Page) => Promise<void>, listPath: string): Promise<BundleFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  try {
    const page = await browser.newPage();
    const meter = jsMeter(page);
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const loginKb = await meter.total();
    await login(page);
    await page.goto(baseUrl + listPath, { waitUntil: 'networkidle' });
    await page.waitForSelector('table, .RaList-main', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return { loginKb, listKb: await meter.total() };
  } finally {
    await browser.close();
  }
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
    await page.waitForLoadState('networkidle');
  };
  try {
    const ours = await measure(ourBase, formLogin('manager@example.com', 'Bench1234'), '/venue');
    const minimal = await measure(minimalBase, formLogin('demo', 'demo'), '/table');
    return { ours, minimal };
  } finally {
    await app.close();
    await minimalApp.close();
    await db.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
