import { defineConfig } from '@playwright/test';
import { workerServer } from './tests/e2e/workerServer';

/**
 * Debian's Chromium, never a downloaded browser; the servers are started by scripts/e2e.ts, one
 * per worker. This file is read again in every worker, so baseURL is that worker's own server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Math.max(1, JSON.parse(process.env.E2E_SERVERS ?? '[]').length),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }]],
  use: {
    baseURL: workerServer()?.baseURL ?? 'http://127.0.0.1:3000',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
