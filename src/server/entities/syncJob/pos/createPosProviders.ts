import { timeoutFromEnv } from '../../../http/timeoutFromEnv';
import { POS_ADAPTERS, type PosName } from './posAdapters';
import type { PosProvider } from './PosProvider';

export interface PosProviders {
  /** the adapter of each provider whose base URL is configured; null where it is not */
  configured: Record<PosName, PosProvider | null>;
  /** the adapter of a provider at a base URL a venue's checkout integration names (its service url) */
  at(name: PosName, url: string): PosProvider;
}

/**
 * The point-of-sale and menu providers (HELLOTESS_TEST_API_URL, GASTROFIX_API_URL,
 * DELIVERECT_API_URL, SIMPHONY_API_URL; each request at most POS_TIMEOUT_MS, default 30 s: a
 * whole menu is larger than a rewards list). A malformed URL stops the start, not the first import.
 */
export function createPosProviders(env: Record<string, string | undefined> = process.env): PosProviders {
  const timeoutMs = timeoutFromEnv(env.POS_TIMEOUT_MS, 30_000);
  const configured = {} as Record<PosName, PosProvider | null>;
  for (const [name, { env: variable, make }] of Object.entries(POS_ADAPTERS) as [PosName, (typeof POS_ADAPTERS)[PosName]][]) {
    const url = env[variable]?.trim();
    if (url && !URL.canParse(url)) throw new Error(`${variable} is not a URL: ${url}`);
    configured[name] = url ? make({ url, timeoutMs }) : null;
  }
  return { configured, at: (name, url) => POS_ADAPTERS[name].make({ url, timeoutMs }) };
}
