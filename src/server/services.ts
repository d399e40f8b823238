import type { Registry, Entity } from '../core/registry';
import type { PrincipalCache } from './access/principalCache';
import type { Db } from './db/createDb';
import type { EntityHooks } from './crud/EntityHooks';
import type { ItemsService } from './crud/ItemsService';
import type { JobRunner } from './jobs/JobRunner';
import type { Mailer } from './mail/Mailer';

export interface Config {
  jwtSecret: string;
  /** login failures allowed per account / per address within the window */
  loginLimit: { perAccount: number; perAddress: number; windowMs: number };
  bodyLimit: number;
  /**
   * Base URL of the admin as users reach it (links in mails, file URLs), without a trailing
   * slash: PUBLIC_URL, else http://127.0.0.1:$PORT (see publicUrl.ts); never the request's Host.
   */
  publicUrl: string;
}

/** What request handlers and hooks share; built once in app.ts. */
export interface Services {
  db: Db;
  registry: Registry;
  hooks: ReadonlyMap<string, EntityHooks>;
  items: ItemsService;
  /** background worker of download jobs */
  jobs: JobRunner;
  /** SMTP when SMTP_URL is set, otherwise the outbox entity */
  mailer: Mailer;
  config: Config;
  principals: PrincipalCache;
  /** called after every write: entities that shape access invalidate cached principals */
  onWrite(entity: Entity): void;
}
