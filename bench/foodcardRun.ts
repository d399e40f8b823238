/** `npx tsx bench/foodcardRun.ts [runs]`: the foodcard figures alone (bulk activate of 10k articles, search on 10k), `runs` times. */
import { foodcardBench } from './foodcardBench';

const runs = Number(process.argv[2] ?? 1);
for (let i = 0; i < runs; i++) {
  const f = await foodcardBench();
  console.log(`bulk activate ${f.articles}: ${f.bulkActivateMs.toFixed(0)} ms (first call ${f.firstCallMs.toFixed(0)} ms); search 10k p50 ${f.search.p50.toFixed(2)} p99 ${f.search.p99.toFixed(2)} ms`);
}
