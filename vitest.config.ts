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
    // SQLite files and PostgreSQL schemas are per test file, so files may run in parallel.
    pool: 'forks',
  },
});
