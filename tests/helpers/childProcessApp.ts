import { buildApp } from '../../src/server/app';
import { createDb, type DbOptions } from '../../src/server/db/createDb';
import { createLoyaltyProviders } from '../../src/server/entities/loyaltyProgram/providers/createLoyaltyProviders';
import { noGeocoder } from '../../src/server/geo/Geocoder';
import type { Mailer } from '../../src/server/mail/Mailer';

/**
 * The app of a test's child process (a second server on the test's database): opened on the
 * DbOptions the parent passed as JSON, with no outside providers and jobs run by the process itself.
 */
export async function childProcessApp(dbOptionsJson: string, mailer?: Mailer) {
  const db = await createDb(JSON.parse(dbOptionsJson) as DbOptions);
  return buildApp({
    db,
    config: { jwtSecret: 'test-secret-test-secret' },
    ...(mailer ? { mailer } : {}),
    geocoder: noGeocoder,
    translator: null,
    loyalty: createLoyaltyProviders({}),
    sepa: null,
    paypal: null,
    delfi: null,
    environments: { current: 'dev', others: {} },
    jobs: 'manual',
  });
}
