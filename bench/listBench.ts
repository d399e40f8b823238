/**
 * Every list run of the bench: each size of listSizes() on SQLite, then on PostgreSQL when one
 * answers (bench/postgresUrl.ts). A run that fails prints why and leaves its figures out.
 */
import { listSizes } from './listSizes';
import { listThroughput, type ListFigures } from './listThroughput';
import { part } from './part';
import { postgresUrl } from './postgresUrl';
import { printList } from './printList';

export async function listBench(): Promise<{ runs: ListFigures[]; postgres: string }> {
  const sizes = (await part('list bench', async () => listSizes())) ?? [];
  const pg = await postgresUrl();
  const runs: ListFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const name = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    for (const rows of sizes) {
      if (dialect === 'postgres' && !pg.url) {
        console.log(`\nlist bench at ${rows.toLocaleString('en')} rows on PostgreSQL ${pg.configured ? 'failed' : 'skipped'}: ${pg.reason}`);
        continue;
      }
      const figures = await part(`list bench at ${rows.toLocaleString('en')} rows on ${name}`, () => listThroughput({ dialect, rows, pgUrl: pg.url ?? undefined }), 45 * 60_000);
      if (figures) {
        printList(figures);
        runs.push(figures);
      }
    }
  }
  return { runs, postgres: pg.url ? pg.reason : `skipped: ${pg.reason}` };
}
