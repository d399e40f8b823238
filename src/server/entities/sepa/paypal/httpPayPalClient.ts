import { providerJson, unexpectedAnswer } from '../../../http/providerJson';
import type { PayPalClient } from './PayPalClient';

/**
 * PayPal's REST API: an OAuth 2 client-credentials token (`POST /v1/oauth2/token`, basic auth),
 * then `POST /v2/customer/partner-referrals` (answer's `links[rel=action_url]`) and
 * `GET /v1/customer/partners/{partnerId}/merchant-integrations/{merchantId}`. Any failure is
 * 502 PAYPAL_AUTHORIZE_FAILED (the spec's "PayPal authorization failed").
 */
export function httpPayPalClient(opts: { url: string; clientId: string; secret: string; partnerId: string; timeoutMs: number }): PayPalClient {
  const base = opts.url.replace(/\/+$/, '');
  const call = { failure: 'PAYPAL_AUTHORIZE_FAILED' as const, timeoutMs: opts.timeoutMs };
  const token = async (): Promise<string> => {
    const basic = Buffer.from(`${opts.clientId}:${opts.secret}`).toString('base64');
    const a = (await providerJson(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }, call)) as { access_token?: unknown };
    if (typeof a?.access_token !== 'string' || !a.access_token) throw unexpectedAnswer('PAYPAL_AUTHORIZE_FAILED');
    return a.access_token;
  };
  return {
    async partnerReferral(input) {
      const bearer = await token();
      const a = (await providerJson(`${base}/v2/customer/partner-referrals`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({
          tracking_id: input.trackingId,
          email: input.email,
          operations: [{
            operation: 'API_INTEGRATION',
            api_integration_preference: { rest_api_integration: { integration_method: 'PAYPAL', integration_type: 'THIRD_PARTY', third_party_details: { features: ['PAYMENT', 'REFUND'] } } },
          }],
          products: ['EXPRESS_CHECKOUT'],
          legal_consents: [{ type: 'SHARE_DATA_CONSENT', granted: true }],
          partner_config_override: { return_url: input.returnUrl },
        }),
      }, call)) as { links?: unknown };
      const links = Array.isArray(a?.links) ? (a.links as { rel?: unknown; href?: unknown }[]) : [];
      const href = links.find((l) => l?.rel === 'action_url')?.href;
      if (typeof href !== 'string' || !/^https?:\/\//.test(href)) throw unexpectedAnswer('PAYPAL_AUTHORIZE_FAILED');
      return { actionUrl: href };
    },
    async merchantStatus(merchantId) {
      const bearer = await token();
      const a = (await providerJson(`${base}/v1/customer/partners/${encodeURIComponent(opts.partnerId)}/merchant-integrations/${encodeURIComponent(merchantId)}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${bearer}` },
      }, call)) as { merchant_id?: unknown; payments_receivable?: unknown; primary_email_confirmed?: unknown; oauth_integrations?: unknown };
      if (typeof a?.merchant_id !== 'string') throw unexpectedAnswer('PAYPAL_AUTHORIZE_FAILED');
      const oauth = Array.isArray(a.oauth_integrations) ? a.oauth_integrations : [];
      return {
        merchantId: a.merchant_id,
        permissionsGranted: oauth.some((o: any) => Array.isArray(o?.oauth_third_party) && o.oauth_third_party.length > 0),
        emailConfirmed: a.primary_email_confirmed === true,
        paymentsReceivable: a.payments_receivable === true,
      };
    },
  };
}
