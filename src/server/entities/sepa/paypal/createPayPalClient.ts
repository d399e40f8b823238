import { timeoutFromEnv } from '../../../http/timeoutFromEnv';
import { httpPayPalClient } from './httpPayPalClient';
import type { PayPalClient } from './PayPalClient';

const NEEDED = ['PAYPAL_CLIENT_ID', 'PAYPAL_SECRET', 'PAYPAL_PARTNER_ID'] as const;

/**
 * PayPal from PAYPAL_API_URL (https://api-m.paypal.com, or the sandbox), PAYPAL_CLIENT_ID,
 * PAYPAL_SECRET and PAYPAL_PARTNER_ID (each request at most PAYPAL_TIMEOUT_MS, default 15 s);
 * null without a URL (the PayPal calls answer PAYPAL_NOT_CONFIGURED). A URL with a missing
 * credential stops the start.
 */
export function createPayPalClient(env: Record<string, string | undefined> = process.env): PayPalClient | null {
  const url = env.PAYPAL_API_URL?.trim();
  if (!url) return null;
  if (!URL.canParse(url)) throw new Error(`PAYPAL_API_URL is not a URL: ${url}`);
  for (const name of NEEDED) if (!env[name]?.trim()) throw new Error(`PAYPAL_API_URL is set but ${name} is not`);
  return httpPayPalClient({
    url, clientId: env.PAYPAL_CLIENT_ID!.trim(), secret: env.PAYPAL_SECRET!.trim(), partnerId: env.PAYPAL_PARTNER_ID!.trim(),
    timeoutMs: timeoutFromEnv(env.PAYPAL_TIMEOUT_MS, 15_000),
  });
}
