/**
 * `npm run bench`: prints the figures of DESIGN.md "Performance budgets" that exist so far, and
 * ends with one `bench: {json}` line holding all of them, for scripts that compare runs.
 */
import { bundleSize } from './bundleSize';
import { printBundle } from './printBundle';
import { foodcardExport } from './foodcardExport';
import { foodcardBench } from './foodcardBench';
import { importLimits, printImportLimits } from './importLimits';
import { listThroughput } from './listThroughput';
import { promoBench } from './promoBench';
import { billingBench } from './billingBench';
import { serverStart } from './serverStart';
import { feltSpeed, printFeltSpeed } from './feltSpeed';

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 0);

const start = await serverStart();
console.log(`\nServer start, fresh in-memory SQLite, app built and ready (${start.runs} runs):`);
console.log(`  start : p50 ${fmt(start.p50Ms)} ms  max ${fmt(start.maxMs)} ms; first answer of a route (its schemas compiled then): ${fmt(start.firstLoginMs)} ms`);

const list = await listThroughput();
console.log(`\nList API, ${list.rows.toLocaleString('en')} tables, tenant-scoped filtered sorted page (10 connections):`);
console.log(`  full server : ${fmt(list.full.rps)} req/s  p50 ${fmt(list.full.p50)} ms  p99 ${fmt(list.full.p99)} ms  errors ${list.full.errors}`);
console.log(`  bare route  : ${fmt(list.bare.rps)} req/s  p50 ${fmt(list.bare.p50)} ms  p99 ${fmt(list.bare.p99)} ms  errors ${list.bare.errors}`);
console.log(`  ratio       : ${(100 * list.full.rps / list.bare.rps).toFixed(1)}% of the bare route's throughput (target ≥ 60%)`);

const bundle = await bundleSize();
printBundle(bundle);

const foodcard = await foodcardBench();
console.log(`\nFoodcard, ${foodcard.articles.toLocaleString('en')} articles in one venue (full server, in process):`);
console.log(`  bulk activate, one call : ${fmt(foodcard.bulkActivateMs)} ms (every article updated and audited in one transaction; the route's first call, one id: ${fmt(foodcard.firstCallMs)} ms)`);
console.log(`  article search          : p50 ${fmt(foodcard.search.p50)} ms  p99 ${fmt(foodcard.search.p99)} ms over ${foodcard.search.runs} searches`);

const exp = await foodcardExport();
console.log(`\nFoodcard export, ${exp.articles.toLocaleString('en')} articles (${exp.rows.toLocaleString('en')} rows), full server in its own process, over HTTP:`);
for (const [name, f] of [['CSV ', exp.csv], ['XLSX', exp.xlsx]] as const) {
  console.log(`  ${name} : ${fmt(f.ms)} ms, ${f.mb.toFixed(1)} MB file; peak RSS ${fmt(f.peakRssMb)} MB, peak heap ${fmt(f.peakHeapMb)} MB (+${fmt(f.peakHeapMb - f.baseHeapMb)} MB during the export)`);
}

const imports = await importLimits();
printImportLimits(imports);

const promo = await promoBench();
console.log(`\nPromo codes (full server in its own process):`);
console.log(`  generate ${promo.generate.codes.toLocaleString('en')} codes, one call : ${fmt(promo.generate.ms)} ms; every code unique: ${promo.generate.unique ? 'yes' : 'NO'} (in the customer group: ${promo.generate.groupUnique ? 'yes' : 'NO'})`);
console.log(`  CSV export of ${promo.export.codes.toLocaleString('en')} codes over HTTP : ${fmt(promo.export.ms)} ms, ${promo.export.mb.toFixed(1)} MB file; peak RSS growth ${fmt(promo.export.growthMb)} MB (budget < 150 MB)`);

const billing = await billingBench();
console.log(`\nBilling, the monthly invoice of a venue with ${billing.orders.toLocaleString('en')} orders (full server, in process, SQLite):`);
console.log(`  invoice data : ${fmt(billing.invoiceMs)} ms (${billing.counted.toLocaleString('en')} revenue orders counted by the database); per-article breakdown ${fmt(billing.articlesMs)} ms`);
console.log(`  RSS          : ${fmt(billing.rssBeforeMb)} MB before, peak ${fmt(billing.peakRssMb)} MB (process peak, seeding included)`);

// After the bundle part: dist/ holds the build it made.
const felt = await feltSpeed({ build: false });
printFeltSpeed(felt);

// The per-script sizes and the call list stay out of the line: `bench/bundleRun.ts --chunks` prints them.
const pageFigures = ({ apiCalls: _c, loginScripts: _l, scripts: _s, ...figures }: typeof bundle.ours) => figures;
console.log(`\nbench: ${JSON.stringify({
  serverStart: start,
  list: { ...list, ratio: list.full.rps / list.bare.rps },
  bundle: {
    ours: pageFigures(bundle.ours),
    minimal: pageFigures(bundle.minimal),
    loginRatio: bundle.ours.loginKb / bundle.minimal.loginKb,
    listRatio: bundle.ours.listKb / bundle.minimal.listKb,
  },
  foodcard,
  foodcardExport: exp,
  imports,
  promo,
  billing,
  feltSpeed: felt,
})}`);
