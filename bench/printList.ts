import type { ListFigures } from './listThroughput';

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 0);
const DB = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** One list run of `npm run bench`: both servers under load, then first against deep page. */
export function printList(l: ListFigures) {
  const bare = l.dialect === 'sqlite' ? 'Fastify + better-sqlite3' : 'Fastify + pg';
  console.log(`\nList API on ${DB[l.dialect]}, ${l.rows.toLocaleString('en')} tables, tenant-scoped filtered sorted page (10 connections, autocannon; seeded in ${l.seedSeconds.toFixed(0)} s):`);
  console.log(`  full server : ${fmt(l.full.rps)} req/s  p50 ${fmt(l.full.p50)} ms  p99 ${fmt(l.full.p99)} ms  errors ${l.full.errors}`);
  console.log(`  bare route  : ${fmt(l.bare.rps)} req/s  p50 ${fmt(l.bare.p50)} ms  p99 ${fmt(l.bare.p99)} ms  errors ${l.bare.errors}  (${bare})`);
  console.log(`  hand-written: ${fmt(l.hand.rps)} req/s  p50 ${fmt(l.hand.p50)} ms  p99 ${fmt(l.hand.p99)} ms  errors ${l.hand.errors}  (a route of the product: same token, access, scope, headers, table)`);
  console.log(`  ratio       : ${(100 * l.ratio).toFixed(1)}% of the bare route's throughput (target ≥ 80%)`);
  console.log(`  generic cost: ${(100 * l.handRatio).toFixed(1)}% of the hand-written route's throughput (like for like)`);
  const d = l.deep;
  const how = d.method === 'keyset' ? `keyset, after=<cursor of page ${d.page - 1}>${d.sameRows ? '' : ' — NOT the rows of the offset page'}` : 'offset page=N: the list answers without pageInfo';
  console.log(`  page 1 against page ${d.page} (one request at a time, ${d.first.runs} each; ${how}):`);
  console.log(`    first page          : p50 ${fmt(d.first.p50)} ms  p99 ${fmt(d.first.p99)} ms`);
  console.log(`    page ${String(d.page).padEnd(4)} (${d.method.padEnd(6)}) : p50 ${fmt(d.deep.p50)} ms  p99 ${fmt(d.deep.p99)} ms → ${d.ratio.toFixed(2)}× the first page (target ≤ 1.2×)`);
  if (d.method === 'keyset') console.log(`    page ${String(d.page).padEnd(4)} (offset) : p50 ${fmt(d.offset.p50)} ms  p99 ${fmt(d.offset.p99)} ms → ${(d.offset.p50 / d.first.p50).toFixed(2)}×`);
}
