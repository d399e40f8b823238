import type { Registry, Entity } from '../core/registry';
import type { PrincipalCache } from './access/principalCache';
import type { Db } from './db/createDb';
import type { EntityHooks } from './crud/EntityHooks';
import type { ItemsService } from './crud/ItemsService';
import type { JobRunner } from './jobs/JobRunner';
import type { Geocoder } from './geo/Geocoder';
import type { Mailer } from './mail/Mailer';
import type { Translator } from './translation/Translator';

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
  /** Nominatim when GEOCODER_URL is set, otherwise every address is "not found" */
  geocoder: Geocoder;
  /** DeepL or LibreTranslate when TRANSLATOR_URL is set, otherwise null (no machine translation) */
  translator: Translator | null;
  config: Config;
  principals: PrincipalCache;
  /** called after every write: entities that shape access invalidate cached principals */
  onWrite(entity: Entity): void;
}
