import type { Registry } from '../../core/registry';
import { createDb, type Db, type DbOptions } from '../db/createDb';
import { syncTables } from '../db/syncTables';

/** The environments a venue may be copied or migrated between (spec part 1 §4 "Directions"). */
export const ENVIRONMENTS = ['dev', 'prod'] as const;
export type EnvName = (typeof ENVIRONMENTS)[number];

/** How the other environments are reached: a database per name (this one's is the server's own). */
export interface EnvironmentsConfig {
  /** the environment this server is (ENV_NAME, default dev) */
  current: EnvName;
  /** the other environments' databases: options to open, or an open one (tests) */
  others: Partial<Record<EnvName, DbOptions | Db>>;
}

export interface Environments {
  current: EnvName;
  /** this one plus every configured other one */
  names(): EnvName[];
  /** the database of that environment, its tables created on first use; null when not configured */
  db(name: EnvName): Promise<Db | null>;
  close(): Promise<void>;
}

const isDb = (x: DbOptions | Db): x is Db => 'kysely' in x;

/**
 * `ENV_DEV_DATABASE_URL` / `ENV_PROD_DATABASE_URL`: `postgres://…`, or `sqlite:<file>` for an
 * embedded one. The URL of the current environment's own name is ignored (that is DATABASE_URL).
 */
export function environmentsFromEnv(env: NodeJS.ProcessEnv): EnvironmentsConfig {
  const current: EnvName = env.ENV_NAME === 'prod' ? 'prod' : 'dev';
  if (env.ENV_NAME !== undefined && !(ENVIRONMENTS as readonly string[]).includes(env.ENV_NAME)) {
    throw new Error(`ENV_NAME must be one of ${ENVIRONMENTS.join(', ')} (got ${env.ENV_NAME})`);
  }
  const others: EnvironmentsConfig['others'] = {};
  for (const name of ENVIRONMENTS) {
    const url = env[`ENV_${name.toUpperCase()}_DATABASE_URL`];
    if (!url || name === current) continue;
    others[name] = dbOptionsFromUrl(url);
  }
  return { current, others };
}

export function dbOptionsFromUrl(url: string): DbOptions {
  if (/^postgres(ql)?:/.test(url)) return { databaseUrl: url };
  if (url.startsWith('sqlite:')) return { sqliteFile: url.slice('sqlite:'.length) };
  throw new Error(`an environment's database URL is postgres://… or sqlite:<file> (got ${url.split(':')[0]}:…)`);
}

/** Opens the other environments lazily: a server that never copies never connects to them. */
export function createEnvironments(config: EnvironmentsConfig, own: Db, registry: Registry): Environments {
  const open = new Map<EnvName, Promise<Db>>();
  const opened: Db[] = [];
  return {
    current: config.current,
    names: () => ENVIRONMENTS.filter((n) => n === config.current || config.others[n]),
    async db(name) {
      if (name === config.current) return own;
      const target = config.others[name];
      if (!target) return null;
      if (!open.has(name)) {
        open.set(name, (async () => {
          const db = isDb(target) ? target : await createDb(target);
          if (!isDb(target)) opened.push(db);
          // The other environment may run an older or no server yet: its tables are made as ours.
          await syncTables(db, registry);
          return db;
        })());
        open.get(name)!.catch(() => open.delete(name));
      }
      return open.get(name)!;
    },
    async close() {
      await Promise.all(opened.map((db) => db.close()));
    },
  };
}
