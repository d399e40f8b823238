import type { LoyaltyProviders } from './entities/loyaltyProgram/providers/LoyaltyProvider';
import type { PosProviders } from './entities/syncJob/pos/createPosProviders';
import type { SepaProvider } from './entities/sepa/SepaProvider';
import type { PayPalClient } from './entities/sepa/paypal/PayPalClient';
import type { DelfiClient } from './entities/venue/delfi/DelfiClient';
import type { Registry, Entity } from '../core/registry';
import type { PrincipalCache } from './access/principalCache';
import type { Db } from './db/createDb';
import type { Items } from './crud/Items';
import type { Jobs } from './jobs/Jobs';
import type { Environments } from './environments/Environments';
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
  /** bytes: a mailed export up to this size is attached, a larger one is linked (MAIL_ATTACHMENT_LIMIT_MB, default 5) */
  mailAttachmentLimit: number;
}

/**
 * What request handlers share; built once in app.ts. It names interfaces, never the classes
 * behind them, so the classes (which take the container) and the hooks do not import it back.
 */
export interface Services {
  db: Db;
  registry: Registry;
  items: Items;
  /** background worker of download jobs */
  jobs: Jobs;
  /** background worker of sync jobs (venue copy, foodcard copy, migrate) */
  syncJobs: Jobs;
  /** this environment and the others a venue may be copied or migrated to (ENV_NAME, ENV_DEV/PROD_DATABASE_URL) */
  environments: Environments;
  /** SMTP when SMTP_URL is set, otherwise the outbox entity */
  mailer: Mailer;
  /** Nominatim when GEOCODER_URL is set, otherwise every address is "not found" */
  geocoder: Geocoder;
  /** DeepL or LibreTranslate when TRANSLATOR_URL is set, otherwise null (no machine translation) */
  translator: Translator | null;
  /** loyalty provider adapters (PIGGY_API_URL, COMO_API_URL, RBI_API_URL); null where unset */
  loyalty: LoyaltyProviders;
  /** point-of-sale and menu providers (HELLOTESS_TEST_API_URL, GASTROFIX_API_URL, DELIVERECT_API_URL, SIMPHONY_API_URL) */
  pos: PosProviders;
  /** SEPA provider (SEPA_PROVIDER_URL) and PayPal (PAYPAL_API_URL); null where unset */
  sepa: SepaProvider | null;
  paypal: PayPalClient | null;
  /** the delivery-information service (DELFI_API_URL, DELFI_API_KEY); null where unset */
  delfi: DelfiClient | null;
  config: Config;
  principals: PrincipalCache;
  /** called after every write: entities that shape access invalidate cached principals */
  onWrite(entity: Entity): void;
}

/** What reading rows and checking references needs; helpers take this rather than the whole container. */
export type DataServices = Pick<Services, 'db' | 'registry'>;
