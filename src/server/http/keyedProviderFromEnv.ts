import { timeoutFromEnv } from './timeoutFromEnv';

/** What an outside provider reached with a base URL and an API key needs (SEPA, delivery information). */
export interface KeyedProviderSettings {
  url: string;
  key: string;
  timeoutMs: number;
}

/**
 * A keyed provider's settings from the environment: null without its URL (not configured); a
 * malformed URL, or a URL without a key, stops the start rather than the first click.
 */
export function keyedProviderFromEnv(env: Record<string, string | undefined>, vars: { url: string; key: string; timeout: string }, defaultTimeoutMs: number): KeyedProviderSettings | null {
  const url = env[vars.url]?.trim();
  if (!url) return null;
  if (!URL.canParse(url)) throw new Error(`${vars.url} is not a URL: ${url}`);
  const key = env[vars.key]?.trim();
  if (!key) throw new Error(`${vars.url} is set but ${vars.key} is not`);
  return { url, key, timeoutMs: timeoutFromEnv(env[vars.timeout], defaultTimeoutMs) };
}
