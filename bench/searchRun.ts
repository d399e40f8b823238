/** `npx tsx bench/searchRun.ts [sqlite|postgres] [articles]`: the article search figures alone. */
import { printSearch, searchBench } from './searchBench';

const dialects = process.argv[2] ? [process.argv[2] as 'sqlite' | 'postgres'] : (['sqlite', 'postgres'] as const);
const articles = Number(process.argv[3] ?? 100_000);
const runsPerLanguage = Number(process.env.BENCH_SEARCH_RUNS ?? 400);
for (const dialect of dialects) printSearch(await searchBench({ dialect, articles, runsPerLanguage }));
