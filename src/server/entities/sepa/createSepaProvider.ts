import { keyedProviderFromEnv } from '../../http/keyedProviderFromEnv';
import { httpSepaProvider } from './httpSepaProvider';
import type { SepaProvider } from './SepaProvider';

/**
 * The SEPA provider from SEPA_PROVIDER_URL and SEPA_PROVIDER_KEY (each request at most
 * SEPA_TIMEOUT_MS, default 15 s); null without a URL (the SEPA calls answer SEPA_NOT_CONFIGURED).
 * A malformed URL or a URL without a key stops the start, not the first click.
 */
export function createSepaProvider(env: Record<string, string | undefined> = process.env): SepaProvider | null {
  const settings = keyedProviderFromEnv(env, { url: 'SEPA_PROVIDER_URL', key: 'SEPA_PROVIDER_KEY', timeout: 'SEPA_TIMEOUT_MS' }, 15_000);
  return settings && httpSepaProvider(settings);
}
