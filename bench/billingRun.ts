/** Runs only the billing bench: `npx tsx bench/billingRun.ts`. */
import { billingBench } from './billingBench';

const b = await billingBench();
console.log(`invoice of ${b.orders} orders: ${b.invoiceMs.toFixed(0)} ms (counted ${b.counted}); articles ${b.articlesMs.toFixed(0)} ms; RSS before ${b.rssBeforeMb.toFixed(0)} MB, peak ${b.peakRssMb.toFixed(0)} MB`);
