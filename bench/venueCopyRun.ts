/**
 * `npx tsx bench/venueCopyRun.ts`: the venue copy and sync figures alone (a venue with 10k
 * articles copied as a sync job, then synced to 10 slaves), SQLite and PostgreSQL; BENCH_ARTICLES
 * and BENCH_SLAVES set smaller sizes for a quick check.
 */
import { postgresUrl } from './postgresUrl';
import { venueCopyBench } from './venueCopyBench';

const sqlite = await venueCopyBench('sqlite');
console.log(`venue copy ${sqlite.articles} articles, sqlite: ${sqlite.copyMs.toFixed(0)} ms (${sqlite.records} records)`);
console.log(`venue sync ${sqlite.articles} articles to ${sqlite.slaves} slaves, sqlite: ${sqlite.syncMs.toFixed(0)} ms (${sqlite.syncRecords} records)`);
const pgUrl = await postgresUrl();
if (pgUrl.url) {
  const pgFigures = await venueCopyBench('postgres', pgUrl.url);
  console.log(`venue copy ${pgFigures.articles} articles, postgres: ${pgFigures.copyMs.toFixed(0)} ms (${pgFigures.records} records)`);
  console.log(`venue sync ${pgFigures.articles} articles to ${pgFigures.slaves} slaves, postgres: ${pgFigures.syncMs.toFixed(0)} ms (${pgFigures.syncRecords} records)`);
} else console.log(`PostgreSQL skipped: ${pgUrl.reason}`);
