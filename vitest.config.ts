import { defineConfig } from 'vitest/config';
import { entitySummaries } from './src/admin/build/entitySummaries';

export default defineConfig({
  // src/admin/menuRegistry.ts imports the schemas' summaries from this plugin.
  plugins: [entitySummaries()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // SQLite files and PostgreSQL schemas are per test file, so files may run in parallel.
    pool: 'forks',
  },
});
