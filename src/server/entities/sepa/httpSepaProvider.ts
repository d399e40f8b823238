import { AppError, type ErrorCode } from '../../errors';
import { providerJson, unexpectedAnswer } from '../../http/providerJson';
import type { SepaProvider } from './SepaProvider';

/** Currency codes of the provider (ISO 4217) for ours (schemas/_fragments/money.ts). */
const ISO: Record<string, string> = { euro: 'EUR', chf: 'CHF', isk: 'ISK', czk: 'CZK' };

/**
 * The SEPA provider's REST API (bearer key, JSON, `Idempotency-Key` on every write):
 * `POST /mandates {merchant_id, merchant_name, venues, return_url}` → `{id, registration_url}`;
 * `POST /payments {mandate_reference, amount (minor units), currency, description}` → `{id}`;
 * `POST /payments/{id}/cancel` → `{id, status: 'cancelled'}`. Registration results come back by
 * webhook (see sepaWebhook.ts).
 */
export function httpSepaProvider(opts: { url: string; key: string; timeoutMs: number }): SepaProvider {
  const base = opts.url.replace(/\/+$/, '');
  const post = (path: string, body: unknown, key: string, failure: ErrorCode) => providerJson(`${base}${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${opts.key}`, 'idempotency-key': key },
    body: JSON.stringify(body),
  }, { failure, timeoutMs: opts.timeoutMs });
  return {
    async createMandate(input, key) {
      const a = (await post('/mandates', { merchant_id: input.merchantId, merchant_name: input.merchantName, venues: input.venues, return_url: input.returnUrl }, key, 'SEPA_CREATE_FAILED')) as { id?: unknown; registration_url?: unknown };
      if (typeof a?.id !== 'string' || !a.id || typeof a.registration_url !== 'string' || !URL.canParse(a.registration_url)) throw unexpectedAnswer('SEPA_CREATE_FAILED');
      return { id: a.id, registrationLink: a.registration_url };
    },
    async createPayment(input, key) {
      const currency = ISO[input.currency];
      if (!currency) throw new AppError('SEPA_PAY_FAILED', { reason: `currency ${input.currency} is not supported` });
      const a = (await post('/payments', { mandate_reference: input.mandateReference, amount: input.amount, currency, description: input.description }, key, 'SEPA_PAY_FAILED')) as { id?: unknown };
      if (typeof a?.id !== 'string' || !a.id) throw unexpectedAnswer('SEPA_PAY_FAILED');
      return { id: a.id };
    },
    async cancelPayment(paymentId, key) {
      const a = (await post(`/payments/${encodeURIComponent(paymentId)}/cancel`, {}, key, 'SEPA_CANCEL_FAILED')) as { status?: unknown };
      if (a?.status !== 'cancelled') throw unexpectedAnswer('SEPA_CANCEL_FAILED');
    },
  };
}
