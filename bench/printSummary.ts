/**
 * The headline figures of `npm run bench` as one table, each beside its target (issue 26), just
 * before the `bench: {json}` line that holds the same values under the keys shown.
 */
type Figures = Record<string, number | string | null>;

const ROWS: [label: string, key: string, unit: 'ratio%' | 'ratio×' | 'ms' | 'MB' | 'n', target: string][] = [
  ['list, 100k rows, SQLite, full ÷ bare', 'listRatio100k', 'ratio%', '≥ 80 %'],
  ['list, 1M rows, SQLite, full ÷ bare', 'listRatio1M', 'ratio%', '≥ 80 %'],
  ['list, 1M rows, SQLite, full server p99', 'listP99Ms1M', 'ms', '≤ 15 ms'],
  ['list, 100k rows, SQLite, full ÷ hand-written', 'listHandRatio100k', 'ratio%', '≥ 80 %'],
  ['list, 1M rows, SQLite, full ÷ hand-written', 'listHandRatio1M', 'ratio%', '≥ 80 %'],
  ['list, 100k rows, PostgreSQL, full ÷ bare', 'pgListRatio100k', 'ratio%', 'printed'],
  ['list, 1M rows, PostgreSQL, full ÷ bare', 'pgListRatio1M', 'ratio%', 'printed'],
  ['list, 1M rows, PostgreSQL, full server p99', 'pgListP99Ms1M', 'ms', 'printed'],
  ['list, 100k rows, PostgreSQL, full ÷ hand-written', 'pgListHandRatio100k', 'ratio%', 'printed'],
  ['list, 1M rows, PostgreSQL, full ÷ hand-written', 'pgListHandRatio1M', 'ratio%', 'printed'],
  ['deep page ÷ first page, SQLite', 'deepPageRatio', 'ratio×', '≤ 1.2×'],
  ['deep page ÷ first page, PostgreSQL', 'pgDeepPageRatio', 'ratio×', 'printed'],
  ['bulk update of 10k articles', 'bulkUpdate10kMs', 'ms', '≤ 300 ms'],
  ['article search p50', 'searchP50Ms', 'ms', 'printed'],
  ['article search p99', 'searchP99Ms', 'ms', '≤ 10 ms'],
  ['login page JavaScript ÷ minimal app', 'loginJsRatio', 'ratio×', '≤ 0.80×'],
  ['first list page JavaScript ÷ minimal app', 'listJsRatio', 'ratio×', '≤ 1.10×'],
  ['first list page requests', 'listRequests', 'n', '≤ 40'],
  ['sales statistics, a year, 1M orders, SQLite p50', 'salesYearP50Ms', 'ms', '≤ 300 ms'],
  ['sales statistics, a year, 1M orders, SQLite p99', 'salesYearP99Ms', 'ms', 'printed'],
  ['sales statistics, a year, 1M orders, PostgreSQL p50', 'pgSalesYearP50Ms', 'ms', '≤ 300 ms'],
  ['sales statistics, a year, 1M orders, PostgreSQL p99', 'pgSalesYearP99Ms', 'ms', 'printed'],
  ['order CSV export, 1M orders, SQLite', 'orderExport1MMs', 'ms', 'printed'],
  ['  RSS above idle (mapped db file included)', 'orderExport1MRssMb', 'MB', '≤ 150 MB'],
  ['  of it the server\'s own (anonymous) memory', 'orderExport1MAnonRssMb', 'MB', '≤ 150 MB'],
  ['order CSV export, 1M orders, PostgreSQL', 'pgOrderExport1MMs', 'ms', 'printed'],
  ['  RSS above idle', 'pgOrderExport1MRssMb', 'MB', '≤ 150 MB'],
  ['  of it the server\'s own (anonymous) memory', 'pgOrderExport1MAnonRssMb', 'MB', '≤ 150 MB'],
];

const show = (v: number, unit: string) =>
  unit === 'ratio%' ? `${(100 * v).toFixed(1)} %` : unit === 'ratio×' ? `${v.toFixed(2)}×` : unit === 'ms' ? `${v.toFixed(v < 10 ? 2 : 0)} ms` : unit === 'MB' ? `${v.toFixed(0)} MB` : String(v);

export function printSummary(f: Figures) {
  console.log('\nSummary (null: that part failed or did not run, see above):');
  console.log(`  ${'figure'.padEnd(44)} ${'value'.padStart(10)}   ${'target'.padEnd(9)} key`);
  for (const [label, key, unit, target] of ROWS) {
    const v = f[key];
    console.log(`  ${label.padEnd(44)} ${(typeof v === 'number' ? show(v, unit) : 'null').padStart(10)}   ${target.padEnd(9)} ${key}`);
  }
  console.log(`  deep page reached by ${f.deepPageMethod ?? 'n/a'} (page ${f.deepPage ?? 'n/a'}); search figure from ${f.searchSource ?? 'n/a'}`);
}
