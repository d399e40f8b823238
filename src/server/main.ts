import path from 'node:path';
import { buildApp } from './app';
import { createDb } from './db/createDb';
import { demoDatabases } from './environments/demoDatabases';
import { environmentsFromEnv } from './environments/Environments';
import { seedDemo } from './seed/seedDemo';

const port = Number(process.env.PORT ?? 3000);
// 127.0.0.1 unless told otherwise: a process behind a load balancer on another host listens on HOST.
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

const environments = environmentsFromEnv(process.env);
// The embedded demo keeps each environment in a file of its own and reaches the other one's
// (demoDatabases); a server given DATABASE_URL or any ENV_*_DATABASE_URL uses those.
const demoFile = demoDatabases(process.env, dataDir, environments);
const db = await createDb({ databaseUrl: process.env.DATABASE_URL, sqliteFile: demoFile ?? path.join(dataDir, 'backoffice.sqlite') });
const { app, services } = await buildApp({ db, logger: { level: process.env.LOG_LEVEL ?? 'warn' }, adminDir: path.resolve('dist'), environments });

const seeded = await seedDemo(services, process.env.ADMIN_PASSWORD, { salesHistory: true });
if (seeded) {
  console.log(`Seeded the demo tenant. Log in as ${seeded.adminEmail}` + (seeded.generated ? ` with the generated password: ${seeded.password}` : ' with ADMIN_PASSWORD.'));
  console.log('Demo users manager@, operator@ and staff@example.com share that password.');
}

await app.listen({ host, port });
console.log(`backoffice is running on http://${host}:${port} (API: /api, reference: /api/docs)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
