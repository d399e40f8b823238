import { providerJson, unexpectedAnswer } from '../../../http/providerJson';
import { AppError } from '../../../errors';
import type { PaymentProvider, PaymentProviderOptions } from './PaymentProvider';

/**
 * A Stripe-like refunds API: `POST {url}/refunds` with `Authorization: Bearer <key>`, the header
 * `Idempotency-Key` and the JSON body `{charge, amount, currency}` (amount in minor units); answers
 * `{id, status}` where status is `succeeded` or `pending` (accepted) or `failed` (refused).
 */
export function httpPaymentProvider(opts: PaymentProviderOptions): PaymentProvider {
  const base = opts.url.replace(/\/+$/, '');
  return {
    timeoutMs: opts.timeoutMs,
    async refund(chargeRef, amount, currency, idempotencyKey) {
      const answer = await providerJson(`${base}/refunds`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${opts.key}`, 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ charge: chargeRef, amount, currency }),
      }, { failure: 'PAYMENT_PROVIDER_FAILED', timeoutMs: opts.timeoutMs });
      const { id, status } = (answer ?? {}) as { id?: unknown; status?: unknown };
      if (status === 'failed') throw new AppError('PAYMENT_PROVIDER_FAILED', { reason: 'the provider refused the refund' }, undefined, { refused: true });
      if (typeof id !== 'string' || !id || (status !== 'succeeded' && status !== 'pending')) throw unexpectedAnswer('PAYMENT_PROVIDER_FAILED');
      return id;
    },
  };
}
