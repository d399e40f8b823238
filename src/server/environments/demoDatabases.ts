import path from 'node:path';
import type { EnvName, EnvironmentsConfig } from './Environments';

/** The embedded demo's database file of each environment, in DATA_DIR. */
export const DEMO_FILES: Record<EnvName, string> = { dev: 'backoffice.sqlite', prod: 'other-environment.sqlite' };

/**
 * The embedded demo (no DATABASE_URL, no ENV_*_DATABASE_URL) keeps each environment in a file of
 * DATA_DIR: the server opens its own environment's file and reaches the other one's, so a dev
 * server (`npm start`) and a prod server beside it (`ENV_NAME=prod PORT=3001 npm run serve`)
 * share both files and every direction (d2d, d2p, p2d, p2p) can be tried on one machine.
 * Answers the server's own SQLite file, after adding the other environment to `environments`;
 * null when the server is configured with database URLs instead.
 */
export function demoDatabases(env: NodeJS.ProcessEnv, dataDir: string, environments: EnvironmentsConfig): string | null {
  if (env.DATABASE_URL || env.ENV_DEV_DATABASE_URL || env.ENV_PROD_DATABASE_URL) return null;
  const other: EnvName = environments.current === 'dev' ? 'prod' : 'dev';
  environments.others[other] = { sqliteFile: path.join(dataDir, DEMO_FILES[other]) };
  return path.join(dataDir, DEMO_FILES[environments.current]);
}
