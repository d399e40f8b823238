/**
 * Time from nothing to a server that answers: a fresh database (every table and index created)
 * and the whole app built and ready, in process, on in-memory SQLite. Route validators and
 * serializers compile on first use, so what is left is the schema registry, the routes and the
 * database. Then the first answer of a route, which pays that route's compile.
 */
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';

export interface ServerStart {
  runs: number;
  p50Ms: number;
  maxMs: number;
  firstLoginMs: number;
}

export async function serverStart(runs = 5): Promise<ServerStart> {
  const times: number[] = [];
  let firstLoginMs = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const db = await createDb({ sqliteFile: ':memory:' });
    const { app } = await buildApp({ db, config: { jwtSecret: 'bench-secret-bench-secret' }, jobs: 'manual' });
    await app.ready();
    times.push(performance.now() - started);
    const call = performance.now();
    await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@example.com', password: 'x' } });
    firstLoginMs = performance.now() - call;
    await app.close();
    await db.close();
  }
  times.sort((a, b) => a - b);
  return { runs, p50Ms: times[Math.floor(runs / 2)], maxMs: times[runs - 1], firstLoginMs };
}
