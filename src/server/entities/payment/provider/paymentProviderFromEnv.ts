import { httpPaymentProvider } from './httpPaymentProvider';
import type { PaymentProvider } from './PaymentProvider';

let cached: { signature: string; provider: PaymentProvider | null } | undefined;

/**
 * The provider configured by PAYMENT_PROVIDER_URL, PAYMENT_PROVIDER_KEY and
 * PAYMENT_PROVIDER_TIMEOUT_MS (default 10000); null without a URL. Read when a refund needs it
 * (not at boot), so the payments area needs no change to the shared service container.
 */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  const url = env.PAYMENT_PROVIDER_URL?.trim() ?? '';
  const key = env.PAYMENT_PROVIDER_KEY ?? '';
  const timeout = Number(env.PAYMENT_PROVIDER_TIMEOUT_MS ?? '');
  const timeoutMs = Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000;
  const signature = `${url}\n${key}\n${timeoutMs}`;
  if (cached?.signature !== signature) {
    let ok = false;
    try {
      ok = /^https?:$/.test(new URL(url).protocol);
    } catch {
      ok = false;
    }
    cached = { signature, provider: ok ? httpPaymentProvider({ url, key, timeoutMs }) : null };
  }
  return cached.provider;
}
