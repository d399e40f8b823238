import { timeoutFromEnv } from '../../http/timeoutFromEnv';
import { httpSepaProvider } from './httpSepaProvider';
import type { SepaProvider } from './SepaProvider';

/**
 * The SEPA provider from SEPA_PROVIDER_URL and SEPA_PROVIDER_KEY (each request at most
 * SEPA_TIMEOUT_MS, default 15 s); null without a URL (the SEPA calls answer SEPA_NOT_CONFIGURED).
 * A malformed URL or a URL without a key stops the start, not the first click.
 */
export function createSepaProvider(env: Record<string, string | undefined> = process.env): SepaProvider | null {
  const url = env.SEPA_PROVIDER_URL?.trim();
  if (!url) return null;
  if (!URL.canParse(url)) throw new Error(`SEPA_PROVIDER_URL is not a URL: ${url}`);
  const key = env.SEPA_PROVIDER_KEY?.trim();
  if (!key) throw new Error('SEPA_PROVIDER_URL is set but SEPA_PROVIDER_KEY is not');
  return httpSepaProvider({ url, key, timeoutMs: timeoutFromEnv(env.SEPA_TIMEOUT_MS, 15_000) });
}
