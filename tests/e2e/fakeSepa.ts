import { fakePayPal, fakeSepaProvider } from '../helpers/fakeSepaProvider';
import { providerServer } from '../helpers/providerServer';

/** Environment of the end-to-end server for the local SEPA provider and PayPal below. */
export const E2E_SEPA_KEY = 'sepa-e2e-key';

/**
 * One local server answering like the SEPA provider (`/mandates`, `/payments`) and PayPal
 * (`/v1/oauth2/token`, `/v2/customer/partner-referrals`, merchant integrations) for the
 * end-to-end run (SEPA_PROVIDER_URL, PAYPAL_API_URL).
 */
export async function fakeSepa(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const sepa = fakeSepaProvider(E2E_SEPA_KEY);
  const paypal = fakePayPal({ clientId: 'pp-e2e', secret: 'pp-e2e-secret', partnerId: 'PARTNER1' });
  const server = await providerServer((req) => (req.path.startsWith('/v1/') || req.path.startsWith('/v2/') ? paypal.answer(req) : sepa.answer(req)));
  return {
    env: {
      SEPA_PROVIDER_URL: server.url, SEPA_PROVIDER_KEY: E2E_SEPA_KEY, SEPA_WEBHOOK_SECRET: 'whsec-e2e',
      PAYPAL_API_URL: server.url, PAYPAL_CLIENT_ID: 'pp-e2e', PAYPAL_SECRET: 'pp-e2e-secret', PAYPAL_PARTNER_ID: 'PARTNER1',
    },
    close: () => server.close(),
  };
}
