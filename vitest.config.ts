import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { entitySummaries } from './src/admin/build/entitySummaries';
import { catalogueParts } from './src/admin/build/catalogueParts';

export default defineConfig({
  // src/admin/menuRegistry.ts imports the schemas' summaries, the app's catalogue loader its parts.
  plugins: [entitySummaries(), catalogueParts()],
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test app has its own database (SQLite in memory or file, PostgreSQL database or schema), so files may run in parallel.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on CI's two cores that ran the files
    // one after another. The files are CPU-bound and independent, so one worker per core.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    // The demo tenant is seeded once per run; each test app starts from a copy of it.
    globalSetup: ['tests/helpers/seedTemplate.ts'],
    projects: [
      // The server's contract tests build their own app and database per file and share nothing
      // else, so a worker keeps the server's modules loaded from file to file: importing them
      // anew per file was two thirds of these files' time (24 files: 160 s isolated, 88 s not).
      // Files that set the environment stub it and take it back after their last test.
      { extends: true, test: { name: 'server', include: ['tests/**/*.test.ts'], isolate: false } },
      // Screens and units keep module state (the loaded catalogue, the session), stub globals and
      // the DOM: each file alone.
      { extends: true, test: { name: 'units', include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}'] } },
    ],
  },
});
