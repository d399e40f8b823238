import type { ProviderReply, ProviderRequest } from './providerServer';

/**
 * How a SEPA provider answers (src/server/entities/sepa/httpSepaProvider.ts), for providerServer:
 * mandates get a registration URL; payments are kept by `Idempotency-Key`, so a repeated key
 * answers the payment made first (as a real provider does), and `payments` counts real debits.
 */
export function fakeSepaProvider(key = 'sepa-test-key') {
  const byKey = new Map<string, ProviderReply>();
  const state = {
    payments: [] as { id: string; amount: number; currency: string; mandate: string; key: string }[],
    cancelled: [] as string[],
    mandates: 0,
    answer(req: ProviderRequest): ProviderReply {
      if (req.headers.authorization !== `Bearer ${key}`) return { status: 401, json: { message: 'bad key' } };
      const idem = String(req.headers['idempotency-key'] ?? '');
      if (!idem) return { status: 400, json: { message: 'Idempotency-Key missing' } };
      const seen = byKey.get(idem);
      if (seen) return seen;
      let reply: ProviderReply;
      if (req.method === 'POST' && req.path === '/mandates') {
        state.mandates += 1;
        const id = `MD${String(state.mandates).padStart(4, '0')}`;
        reply = { status: 201, json: { id, registration_url: `https://sepa.example.com/register/${id}` } };
      } else if (req.method === 'POST' && req.path === '/payments') {
        const id = `PM${String(state.payments.length + 1).padStart(4, '0')}`;
        state.payments.push({ id, amount: req.json?.amount, currency: req.json?.currency, mandate: req.json?.mandate_reference, key: idem });
        reply = { status: 201, json: { id, status: 'pending_submission' } };
      } else {
        const m = /^\/payments\/([^/]+)\/cancel$/.exec(req.path);
        if (req.method === 'POST' && m) {
          state.cancelled.push(decodeURIComponent(m[1]));
          reply = { json: { id: m[1], status: 'cancelled' } };
        } else reply = { status: 404, json: { message: 'no such call' } };
      }
      byKey.set(idem, reply);
      return reply;
    },
  };
  return state;
}

/** How PayPal answers the onboarding calls (src/server/entities/sepa/paypal/httpPayPalClient.ts). */
export function fakePayPal(opts: { clientId?: string; secret?: string; partnerId?: string } = {}) {
  const basic = `Basic ${Buffer.from(`${opts.clientId ?? 'pp-client'}:${opts.secret ?? 'pp-secret'}`).toString('base64')}`;
  const state = {
    /** the merchant's status PayPal reports */
    merchant: { permissions: true, emailConfirmed: true, receivable: true },
    referrals: [] as any[],
    answer(req: ProviderRequest): ProviderReply {
      if (req.method === 'POST' && req.path === '/v1/oauth2/token') {
        return req.headers.authorization === basic ? { json: { access_token: 'A21-token', token_type: 'Bearer', expires_in: 32400 } } : { status: 401, json: { error: 'invalid_client' } };
      }
      if (req.headers.authorization !== 'Bearer A21-token') return { status: 401, json: { message: 'no token' } };
      if (req.method === 'POST' && req.path === '/v2/customer/partner-referrals') {
        state.referrals.push(req.json);
        return { status: 201, json: { links: [{ href: 'https://www.sandbox.paypal.com/bizsignup/partner/entry?referralToken=abc', rel: 'action_url', method: 'GET' }] } };
      }
      const m = /^\/v1\/customer\/partners\/([^/]+)\/merchant-integrations\/([^/]+)$/.exec(req.path);
      if (req.method === 'GET' && m && m[1] === (opts.partnerId ?? 'PARTNER1')) {
        return {
          json: {
            merchant_id: decodeURIComponent(m[2]),
            payments_receivable: state.merchant.receivable,
            primary_email_confirmed: state.merchant.emailConfirmed,
            oauth_integrations: state.merchant.permissions ? [{ integration_type: 'OAUTH_THIRD_PARTY', oauth_third_party: [{ partner_client_id: 'pp-client', scopes: ['payments'] }] }] : [],
          },
        };
      }
      return { status: 404, json: { message: 'no such call' } };
    },
  };
  return state;
}
