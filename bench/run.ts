/**
 * `npm run bench`: prints the figures of DESIGN.md "Performance budgets" and of issue 26, a
 * summary table with the targets, and ends with one `bench: {json}` line holding all of them, for
 * scripts that compare runs. Each part runs under bench/part.ts: one that fails or hangs prints
 * "<part> failed: <reason>", its figures are null, and the others still run.
 */
import { bundleSize } from './bundleSize';
import { printBundle } from './printBundle';
import { foodcardExport } from './foodcardExport';
import { foodcardBench } from './foodcardBench';
import { venueCopyBench } from './venueCopyBench';
import { importLimits, printImportLimits } from './importLimits';
import { listBench } from './listBench';
import type { ListFigures } from './listThroughput';
import { promoBench } from './promoBench';
import { billingBench } from './billingBench';
import { salesBench } from './salesBench';
import { orderExportBench } from './orderExportBench';
import { serverStart } from './serverStart';
import { searchBench, printSearch } from './searchBench';
import { postgresUrl } from './postgresUrl';
import { feltSpeed, printFeltSpeed } from './feltSpeed';
import { part } from './part';
import { printSummary } from './printSummary';

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 0);

const start = await part('server start bench', () => serverStart());
if (start) {
  console.log(`\nServer start, fresh in-memory SQLite, app built and ready (${start.runs} runs):`);
  console.log(`  start : p50 ${fmt(start.p50Ms)} ms  max ${fmt(start.maxMs)} ms; first answer of a route (its schemas compiled then): ${fmt(start.firstLoginMs)} ms`);
}

const lists = await listBench();

const bundle = await part('JavaScript bundle bench', () => bundleSize());
if (bundle) printBundle(bundle);

const foodcard = await part('foodcard bench (bulk activate, search)', () => foodcardBench());
if (foodcard) {
  console.log(`\nFoodcard, ${foodcard.articles.toLocaleString('en')} articles in one venue (full server, in process):`);
  console.log(`  bulk activate, one call : ${fmt(foodcard.bulkActivateMs)} ms (every article updated and audited in one transaction; the route's first call, one id: ${fmt(foodcard.firstCallMs)} ms)`);
  console.log(`  article search          : p50 ${fmt(foodcard.search.p50)} ms  p99 ${fmt(foodcard.search.p99)} ms over ${foodcard.search.runs} searches`);
}

// The search figures: 100k articles of one venue, every UI language, on SQLite and (when one
// answers) PostgreSQL; the headline p99 is the worse of the two databases.
const search = await part('search bench, SQLite', () => searchBench({ dialect: 'sqlite', articles: 100_000 }));
if (search) printSearch(search);
const pgSearchUrl = await postgresUrl();
const pgSearch = pgSearchUrl.url ? await part('search bench, PostgreSQL', () => searchBench({ dialect: 'postgres', articles: 100_000, databaseUrl: pgSearchUrl.url! })) : null;
if (pgSearch) printSearch(pgSearch);

const exp = await part('foodcard export bench', () => foodcardExport());
if (exp) {
  console.log(`\nFoodcard export, ${exp.articles.toLocaleString('en')} articles (${exp.rows.toLocaleString('en')} rows), full server in its own process, over HTTP:`);
  for (const [name, f] of [['CSV ', exp.csv], ['XLSX', exp.xlsx]] as const) {
    console.log(`  ${name} : ${fmt(f.ms)} ms, ${f.mb.toFixed(1)} MB file; peak RSS ${fmt(f.peakRssMb)} MB, peak heap ${fmt(f.peakHeapMb)} MB (+${fmt(f.peakHeapMb - f.baseHeapMb)} MB during the export)`);
  }
}

// Copying a venue with 10k articles as a sync job, on SQLite and (when one answers) PostgreSQL.
const copy = await part('venue copy bench, SQLite', () => venueCopyBench('sqlite'));
const pgCopyUrl = await postgresUrl();
const pgCopy = pgCopyUrl.url ? await part('venue copy bench, PostgreSQL', () => venueCopyBench('postgres', pgCopyUrl.url!)) : null;
for (const c of [copy, pgCopy]) {
  if (c) console.log(`\nVenue copy, ${c.articles.toLocaleString('en')} articles, ${c.dialect} (sync job, full copy, ${c.records.toLocaleString('en')} records re-mapped and audited): ${fmt(c.copyMs)} ms`);
  if (c) console.log(`Venue sync to ${c.slaves} slaves, ${c.dialect} (master to slaves, first sync: ${c.syncRecords.toLocaleString('en')} records created and audited): ${fmt(c.syncMs)} ms`);
}

const imports = await part('import limits bench', () => importLimits());
if (imports) printImportLimits(imports);

const promo = await part('promo code bench', () => promoBench());
if (promo) {
  console.log(`\nPromo codes (full server in its own process):`);
  console.log(`  generate ${promo.generate.codes.toLocaleString('en')} codes, one call : ${fmt(promo.generate.ms)} ms; every code unique: ${promo.generate.unique ? 'yes' : 'NO'} (in the customer group: ${promo.generate.groupUnique ? 'yes' : 'NO'})`);
  console.log(`  CSV export of ${promo.export.codes.toLocaleString('en')} codes over HTTP : ${fmt(promo.export.ms)} ms, ${promo.export.mb.toFixed(1)} MB file; peak RSS growth ${fmt(promo.export.growthMb)} MB (budget < 150 MB)`);
}

const billing = await part('billing bench', () => billingBench());
if (billing) {
  console.log(`\nBilling, the monthly invoice of a venue with ${billing.orders.toLocaleString('en')} orders (full server, in process, SQLite):`);
  console.log(`  invoice data : ${fmt(billing.invoiceMs)} ms (${billing.counted.toLocaleString('en')} revenue orders counted by the database); per-article breakdown ${fmt(billing.articlesMs)} ms`);
  console.log(`  RSS          : ${fmt(billing.rssBeforeMb)} MB before, peak ${fmt(billing.peakRssMb)} MB (process peak, seeding included)`);
}

const sales = await part('sales statistics bench', () => salesBench(), 40 * 60_000);
if (sales) {
  for (const f of [sales.sqlite, sales.postgres]) {
    if (!f) continue;
    console.log(`\nSales statistics, a year of a venue with ${f.orders.toLocaleString('en')} orders (daily roll-up, full server, in process, ${f.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}):`);
    console.log(`  a year by day (analytics/{venue}) : p50 ${fmt(f.yearByDay.p50)} ms  p99 ${fmt(f.yearByDay.p99)} ms (budget p50 <= 300 ms); by month (statistic/sales): p50 ${fmt(f.yearByMonth.p50)} ms  p99 ${fmt(f.yearByMonth.p99)} ms`);
    console.log(`  writing orders with the roll-up's triggers : ${fmt(f.writeMsPer1k)} ms per 1,000 orders; ${f.rollupRows.toLocaleString('en')} roll-up rows`);
  }
  if (sales.postgresNote) console.log(`  PostgreSQL not measured: ${sales.postgresNote}`);
}

const orderExport = await part('order export bench', () => orderExportBench(), 60 * 60_000);
if (orderExport) {
  for (const f of [orderExport.sqlite, orderExport.postgres]) {
    if (!f) continue;
    console.log(`\nOrder CSV export, ${f.lines.toLocaleString('en')} orders of a venue (GET v1/export/{venue}/csv, server in its own process, over HTTP, ${f.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}):`);
    console.log(`  ${fmt(f.ms)} ms, ${f.mb.toFixed(1)} MB file; RSS idle ${fmt(f.idleRssMb)} MB, peak ${fmt(f.peakRssMb)} MB (${f.peakSource}): +${fmt(f.growthMb)} MB (budget <= 150 MB), of it the server's own memory +${fmt(f.anonGrowthMb)} MB and mapped database file +${fmt(f.fileGrowthMb)} MB`);
  }
  if (orderExport.postgresNote) console.log(`  PostgreSQL not measured: ${orderExport.postgresNote}`);
}

// After the bundle part dist/ holds the build it made; without it the felt-speed part builds.
const felt = await part('felt speed bench', () => feltSpeed({ build: !bundle }));
if (felt) printFeltSpeed(felt);

// Headline figures: per list size "listRatio100k", "listP99Ms1M", … (SQLite) and "pg…" (PostgreSQL);
// the deep page figures come from the largest SQLite (PostgreSQL) run.
const sizeLabel = (rows: number) => (rows % 1_000_000 === 0 ? `${rows / 1_000_000}M` : rows % 1000 === 0 ? `${rows / 1000}k` : String(rows));
const headline: Record<string, number | string | null> = {
  listRatio100k: null, listRatio1M: null, listP99Ms1M: null, pgListRatio100k: null, pgListRatio1M: null, pgListP99Ms1M: null,
};
for (const l of lists.runs) {
  const prefix = l.dialect === 'postgres' ? 'pgL' : 'l';
  headline[`${prefix}istRatio${sizeLabel(l.rows)}`] = l.ratio;
  headline[`${prefix}istP99Ms${sizeLabel(l.rows)}`] = l.full.p99;
  headline[`${prefix}istHandRatio${sizeLabel(l.rows)}`] = l.handRatio;
}
const largest = (dialect: ListFigures['dialect']) => lists.runs.filter((l) => l.dialect === dialect).sort((a, b) => b.rows - a.rows)[0];
const deep = largest('sqlite')?.deep;
Object.assign(headline, {
  deepPageRatio: deep?.ratio ?? null,
  deepPageMethod: deep?.method ?? null,
  deepPage: deep?.page ?? null,
  offsetPageRatio: deep ? deep.offset.p50 / deep.first.p50 : null,
  pgDeepPageRatio: largest('postgres')?.deep.ratio ?? null,
  bulkUpdate10kMs: foodcard?.bulkActivateMs ?? null,
  venueCopy10kMs: copy?.copyMs ?? null,
  pgVenueCopy10kMs: pgCopy?.copyMs ?? null,
  venueSync10x10kMs: copy?.syncMs ?? null,
  pgVenueSync10x10kMs: pgCopy?.syncMs ?? null,
  searchP50Ms: search?.p50 ?? null,
  searchP99Ms: search && pgSearch ? Math.max(search.p99, pgSearch.p99) : search?.p99 ?? null,
  pgSearchP99Ms: pgSearch?.p99 ?? null,
  searchSource: `searchBench, 100k articles, de/en/fr, SQLite${pgSearch ? ' and PostgreSQL' : ''}`,
  loginJsRatio: bundle ? bundle.ours.loginKb / bundle.minimal.loginKb : null,
  listJsRatio: bundle ? bundle.ours.listKb / bundle.minimal.listKb : null,
  listRequests: bundle?.ours.listRequests ?? null,
  salesYearP50Ms: sales?.sqlite?.yearByDay.p50 ?? null,
  salesYearP99Ms: sales?.sqlite?.yearByDay.p99 ?? null,
  pgSalesYearP50Ms: sales?.postgres?.yearByDay.p50 ?? null,
  pgSalesYearP99Ms: sales?.postgres?.yearByDay.p99 ?? null,
  orderExport1MMs: orderExport?.sqlite?.ms ?? null,
  orderExport1MRssMb: orderExport?.sqlite?.growthMb ?? null,
  orderExport1MAnonRssMb: orderExport?.sqlite?.anonGrowthMb ?? null,
  pgOrderExport1MMs: orderExport?.postgres?.ms ?? null,
  pgOrderExport1MRssMb: orderExport?.postgres?.growthMb ?? null,
  pgOrderExport1MAnonRssMb: orderExport?.postgres?.anonGrowthMb ?? null,
});
printSummary(headline);

// The per-script sizes and the call list stay out of the line: `bench/bundleRun.ts --chunks` prints them.
const pageFigures = ({ apiCalls: _c, loginScripts: _l, scripts: _s, ...figures }: NonNullable<typeof bundle>['ours']) => figures;
console.log(`\nbench: ${JSON.stringify({
  ...headline,
  serverStart: start,
  list: lists.runs,
  postgres: lists.postgres,
  bundle: bundle && {
    ours: pageFigures(bundle.ours),
    minimal: pageFigures(bundle.minimal),
    loginRatio: bundle.ours.loginKb / bundle.minimal.loginKb,
    listRatio: bundle.ours.listKb / bundle.minimal.listKb,
  },
  foodcard,
  search,
  pgSearch,
  foodcardExport: exp,
  venueCopy: { sqlite: copy, postgres: pgCopy },
  imports,
  promo,
  billing,
  sales,
  orderExport,
  feltSpeed: felt,
})}`);
