import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { Registry } from '../../src/core/registry';
import { buildApp } from '../../src/server/app';
import { createDb, type Db, type DbOptions } from '../../src/server/db/createDb';
import { noGeocoder, type Geocoder } from '../../src/server/geo/Geocoder';
import type { Mailer } from '../../src/server/mail/Mailer';
import { seedDemo } from '../../src/server/seed/seedDemo';
import type { EnvironmentsConfig } from '../../src/server/environments/Environments';
import type { Services } from '../../src/server/services';
import type { Translator } from '../../src/server/translation/Translator';
import { createLoyaltyProviders } from '../../src/server/entities/loyaltyProgram/providers/createLoyaltyProviders';
import type { LoyaltyProviders } from '../../src/server/entities/loyaltyProgram/providers/LoyaltyProvider';
import { createPosProviders, type PosProviders } from '../../src/server/entities/syncJob/pos/createPosProviders';
import type { SepaProvider } from '../../src/server/entities/sepa/SepaProvider';
import type { PayPalClient } from '../../src/server/entities/sepa/paypal/PayPalClient';
import type { DelfiClient } from '../../src/server/entities/venue/delfi/DelfiClient';
import { SEEDED_SCHEMA, seededPgCopy, seededSqliteImage } from './seededDatabase';

export const PASSWORD = 'Secret123';

/** PostgreSQL when the suite runs with TEST_DB=postgres (npm run test:pg), SQLite otherwise. */
export const onPostgres = process.env.TEST_DB === 'postgres';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Db;
  /** bearer token of a seeded or created user */
  login(email: string, password?: string): Promise<string>;
  /** `_id` of the venue with this short id (readableId), as the token's user sees it */
  venueId(token: string, readableId: string): Promise<string>;
  /** inject with a token; JSON body in, parsed JSON out */
  call(token: string | null, method: InjectOptions['method'], url: string, body?: unknown): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
  /** another server instance on the same database (as a second process would be); closed with this one */
  sibling(): Promise<TestApp>;
  /** how this database is opened, for a process of its own (shared: true on SQLite) */
  dbOptions?: DbOptions;
}

interface TestAppOptions {
  seed?: boolean;
  mailer?: Mailer;
  publicUrl?: string;
  shared?: boolean;
  geocoder?: Geocoder;
  translator?: Translator | null;
  registry?: Registry;
  /** loyalty provider adapters; none by default, whatever PIGGY_API_URL and the others say */
  loyalty?: LoyaltyProviders;
  /** POS and menu providers; none by default, whatever HELLOTESS_TEST_API_URL and the others say */
  pos?: PosProviders;
  /** SEPA provider and PayPal; none by default, whatever SEPA_PROVIDER_URL and PAYPAL_API_URL say */
  sepa?: SepaProvider | null;
  paypal?: PayPalClient | null;
  /** the delivery-information service; none by default, whatever DELFI_API_URL says */
  delfi?: DelfiClient | null;
  /** the other environments a venue may be copied or migrated to (none by default) */
  environments?: EnvironmentsConfig;
}

/**
 * `mailer` replaces the outbox mailer (e.g. with an SMTP one); `publicUrl` stands for PUBLIC_URL;
 * `geocoder` and `translator` default to none, whatever GEOCODER_URL and TRANSLATOR_URL say;
 * `shared` keeps a SQLite database in a file, so `sibling()` can open it a second time;
 * `registry` replaces the declarations of schemas/ (tests of what a declaration drives).
 */
export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  let schema: string | undefined;
  let dir: string | undefined;
  let copy: Awaited<ReturnType<typeof seededPgCopy>> = null;
  let dbOptions: DbOptions;
  // The run's seeded database (tests/helpers/seedTemplate.ts) is what seedDemo would write here,
  // unless an option reaches the seed (its declarations, mails, geocoding, providers, links).
  const fromTemplate = opts.seed !== false && !opts.registry && !opts.mailer && !opts.publicUrl && !opts.geocoder
    && opts.translator === undefined && !opts.loyalty && opts.sepa === undefined && opts.paypal === undefined && opts.delfi === undefined;
  const image = fromTemplate && !onPostgres ? seededSqliteImage() : null;
  if (onPostgres && fromTemplate && (copy = await seededPgCopy())) {
    dbOptions = { databaseUrl: copy.url, pgSchema: SEEDED_SCHEMA };
  } else if (onPostgres) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    dbOptions = { databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema };
  } else if (opts.shared) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-shared-'));
    dbOptions = { sqliteFile: path.join(dir, 'test.sqlite') };
    if (image) fs.writeFileSync(dbOptions.sqliteFile!, image);
  } else {
    dbOptions = image ? { sqliteImage: image } : { sqliteFile: ':memory:' };
  }
  const t = await serverInstance(dbOptions, opts);
  if (opts.seed !== false && !image && !copy) await seedDemo(t.services, PASSWORD);
  const siblings: TestApp[] = [];
  return {
    ...t,
    dbOptions,
    async sibling() {
      if (!onPostgres && !opts.shared) throw new Error('sibling() needs testApp({ shared: true }) on SQLite');
      const s = await serverInstance(dbOptions, opts);
      siblings.push(s);
      return s;
    },
    async close() {
      for (const s of siblings) await s.close();
      await t.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      await copy?.drop();
      if (schema) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    },
  };
}

/** One server instance on the database `dbOptions` names; closing it leaves the data. */
export async function serverInstance(dbOptions: DbOptions, opts: TestAppOptions): Promise<TestApp> {
  const db = await createDb(dbOptions);
  const { app, services } = await buildApp({
    db,
    registry: opts.registry,
    config: { jwtSecret: 'test-secret-test-secret', loginLimit: { perAccount: 5, perAddress: 20, windowMs: 60_000 }, publicUrl: opts.publicUrl },
    mailer: opts.mailer,
    geocoder: opts.geocoder ?? noGeocoder,
    translator: opts.translator ?? null,
    loyalty: opts.loyalty ?? createLoyaltyProviders({}),
    pos: opts.pos ?? createPosProviders({}),
    sepa: opts.sepa ?? null,
    paypal: opts.paypal ?? null,
    delfi: opts.delfi ?? null,
    environments: opts.environments ?? { current: 'dev', others: {} },
    // Tests run download jobs explicitly (services.jobs.tick()), so nothing races the assertions.
    jobs: 'manual',
  });

  const call: TestApp['call'] = async (token, method, url, body) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* binary or empty */
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  };
  const tokens = new Map<string, string>();
  return {
    app, services, db, call,
    async venueId(token, readableId) {
      const res = await call(token, 'GET', `/api/v1/general/venue/list?readableId[]=${encodeURIComponent(readableId)}`);
      if (!res.body.data?.length) throw new Error(`no venue ${readableId} for this user`);
      return res.body.data[0]._id;
    },
    async login(email, password = PASSWORD) {
      const key = `${email}:${password}`;
      if (tokens.has(key)) return tokens.get(key)!;
      const res = await call(null, 'POST', '/api/v1/auth/login', { email, password });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      tokens.set(key, res.body.token);
      return res.body.token;
    },
    async close() {
      await app.close();
      await db.close();
    },
    sibling: () => Promise.reject(new Error('open siblings from the first instance')),
  };
}
