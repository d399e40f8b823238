import type { EnvironmentsConfig } from '../../src/server/environments/Environments';
import { testApp, type TestApp } from './testApp';

/**
 * Two servers, each the other's other environment (dev and prod), as two deployments whose
 * configuration names each other's database; signed in as each one's admin.
 */
export async function twoEnvironments(): Promise<{ dev: TestApp; prod: TestApp; devAdmin: string; prodAdmin: string }> {
  const devEnvs: EnvironmentsConfig = { current: 'dev', others: {} };
  const dev = await testApp({ environments: devEnvs });
  const prod = await testApp({ environments: { current: 'prod', others: { dev: dev.db } } });
  devEnvs.others.prod = prod.db;
  return { dev, prod, devAdmin: await dev.login('admin@example.com'), prodAdmin: await prod.login('admin@example.com') };
}

/** Runs the sync jobs queued on a server until none is left. */
export async function drainSyncJobs(app: TestApp): Promise<void> {
  while (await app.services.syncJobs.tick()) { /* next job */ }
}
