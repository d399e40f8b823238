/**
 * Counts the API's hand-written routes: those not registered by a registry-driven plugin
 * (crud/crudPlugin.ts, crud/actionsPlugin.ts, files/fieldUploadRoutes.ts) or registered with
 * entity code (src/server/entities/) on the stack. Fastify's HEAD twins and the hidden
 * documentation and health routes are not counted. `-v` lists the hand-written ones.
 *   npx tsx scripts/count-routes.ts [-v]
 */
import dc from 'node:diagnostics_channel';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';

const GENERIC = ['crud/crudPlugin.ts', 'crud/actionsPlugin.ts', 'files/fieldUploadRoutes.ts'];

Error.stackTraceLimit = 100;
const rows: { method: string; url: string; file: string; generic: boolean }[] = [];
dc.channel('fastify.initialization').subscribe((msg) => {
  (msg as { fastify: { addHook: (name: 'onRoute', fn: (opts: any) => void) => void } }).fastify.addHook('onRoute', (opts) => {
    if (opts.method === 'HEAD' || opts.schema?.hide || !String(opts.url).startsWith('/api/')) return;
    const files = (new Error().stack ?? '').split('\n').map((l) => l.match(/src\/server\/([^:)]+)/)?.[1]).filter((f): f is string => !!f);
    const generic = files.some((f) => GENERIC.includes(f)) && !files.some((f) => f.startsWith('entities/'));
    rows.push({ method: String(opts.method), url: opts.url, file: files[0] ?? '?', generic });
  });
});
const db = await createDb({ sqliteFile: ':memory:' });
const { app } = await buildApp({ db, config: { jwtSecret: 'count-routes' }, jobs: 'manual' });
await app.close();
await db.close();
const hand = rows.filter((r) => !r.generic);
if (process.argv.includes('-v')) for (const r of hand) console.log(`${r.method.padEnd(6)} ${r.url.padEnd(72)} ${r.file}`);
console.log(`routes: ${rows.length}, declared (generic): ${rows.length - hand.length}, hand-written: ${hand.length}`);
