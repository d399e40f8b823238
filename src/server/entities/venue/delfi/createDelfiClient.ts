import { keyedProviderFromEnv } from '../../../http/keyedProviderFromEnv';
import type { DelfiClient } from './DelfiClient';
import { httpDelfiClient } from './httpDelfiClient';

/**
 * The delivery-information service from DELFI_API_URL and DELFI_API_KEY (each request at most
 * DELFI_TIMEOUT_MS, default 10 s); null without a URL (its calls answer DELFI_NOT_CONFIGURED).
 * A malformed URL or a URL without a key stops the start, not the first click.
 */
export function createDelfiClient(env: Record<string, string | undefined> = process.env): DelfiClient | null {
  const settings = keyedProviderFromEnv(env, { url: 'DELFI_API_URL', key: 'DELFI_API_KEY', timeout: 'DELFI_TIMEOUT_MS' }, 10_000);
  return settings && httpDelfiClient(settings);
}
