import { timeoutFromEnv } from '../../../http/timeoutFromEnv';
import { comoProvider } from './comoProvider';
import type { LoyaltyProvider, LoyaltyProviders, ProviderOptions } from './LoyaltyProvider';
import { piggyProvider } from './piggyProvider';
import { rbiProvider } from './rbiProvider';

const ADAPTERS: Record<keyof LoyaltyProviders, { env: string; make: (o: ProviderOptions) => LoyaltyProvider }> = {
  piggy: { env: 'PIGGY_API_URL', make: piggyProvider },
  como: { env: 'COMO_API_URL', make: comoProvider },
  rbi: { env: 'RBI_API_URL', make: rbiProvider },
};

/**
 * One adapter per provider whose base URL is set (PIGGY_API_URL, COMO_API_URL, RBI_API_URL; each
 * request at most LOYALTY_TIMEOUT_MS, default 10 s); a provider without one is null, and its
 * rewards calls answer "not reachable". A malformed URL stops the start, not the first click.
 */
export function createLoyaltyProviders(env: Record<string, string | undefined> = process.env): LoyaltyProviders {
  const timeoutMs = timeoutFromEnv(env.LOYALTY_TIMEOUT_MS, 10_000);
  const out = {} as LoyaltyProviders;
  for (const [type, { env: name, make }] of Object.entries(ADAPTERS) as [keyof LoyaltyProviders, (typeof ADAPTERS)['piggy']][]) {
    const url = env[name]?.trim();
    if (url && !URL.canParse(url)) throw new Error(`${name} is not a URL: ${url}`);
    out[type] = url ? make({ url, timeoutMs }) : null;
  }
  return out;
}
