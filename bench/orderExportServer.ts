/**
 * The server of the order export bench (bench/orderExportRun.ts) in a process of its own, so the
 * memory measured is the server's alone: opens the database the runner filled (BENCH_DB, the
 * createDb options as JSON), listens on a free port and prints it, then serves until killed.
 */
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';

const db = await createDb(JSON.parse(process.env.BENCH_DB ?? '{}'));
const { app } = await buildApp({ db, jobs: 'manual' });
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
