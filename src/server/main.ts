import path from 'node:path';
import { buildApp } from './app';
import { createDb } from './db/createDb';
import { environmentsFromEnv } from './environments/Environments';
import { seedDemo } from './seed/seedDemo';

const port = Number(process.env.PORT ?? 3000);
// 127.0.0.1 unless told otherwise: a process behind a load balancer on another host listens on HOST.
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

const db = await createDb({ databaseUrl: process.env.DATABASE_URL, sqliteFile: path.join(dataDir, 'backoffice.sqlite') });
const environments = environmentsFromEnv(process.env);
// The embedded demo gets a second embedded database as the other environment, so copy and migrate
// can be tried in every direction on one machine; a server given any ENV_*_DATABASE_URL uses those.
if (!process.env.DATABASE_URL && !process.env.ENV_DEV_DATABASE_URL && !process.env.ENV_PROD_DATABASE_URL) {
  environments.others[environments.current === 'dev' ? 'prod' : 'dev'] = { sqliteFile: path.join(dataDir, 'other-environment.sqlite') };
}
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
