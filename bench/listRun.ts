/**
 * Only the list part of `npm run bench`: `BENCH_ROWS_LIST=100000 npx tsx bench/listRun.ts`
 * (SQLite and PostgreSQL, the sizes of BENCH_ROWS_LIST).
 */
import { listBench } from './listBench';

const { runs, postgres } = await listBench();
console.log(`\nPostgreSQL: ${postgres}`);
console.log(`list: ${JSON.stringify(runs)}`);
