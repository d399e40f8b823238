import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { entitySummaries } from './src/admin/build/entitySummaries';
import { catalogueParts } from './src/admin/build/catalogueParts';

export default defineConfig({
  // src/admin/menuRegistry.ts imports the schemas' summaries, the app's catalogue loader its parts.
  plugins: [entitySummaries(), catalogueParts()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
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
  },
});
