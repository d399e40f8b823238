import { timeoutFromEnv } from '../../../http/timeoutFromEnv';
import type { DelfiClient } from './DelfiClient';
import { httpDelfiClient } from './httpDelfiClient';

/**
 * The delivery-information service from DELFI_API_URL and DELFI_API_KEY (each request at most
 * DELFI_TIMEOUT_MS, default 10 s); null without a URL (its calls answer DELFI_NOT_CONFIGURED).
 * A malformed URL or a URL without a key stops the start, not the first click.
 */
export function createDelfiClient(env: Record<string, string | undefined> = process.env): DelfiClient | null {
  const url = env.DELFI_API_URL?.trim();
  if (!url) return null;
  if (!URL.canParse(url)) throw new Error(`DELFI_API_URL is not a URL: ${url}`);
  const key = env.DELFI_API_KEY?.trim();
  if (!key) throw new Error('DELFI_API_URL is set but DELFI_API_KEY is not');
  return httpDelfiClient({ url, key, timeoutMs: timeoutFromEnv(env.DELFI_TIMEOUT_MS, 10_000) });
}
