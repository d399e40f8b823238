import { providerJson } from '../../../http/providerJson';
import type { PosProviderOptions } from './PosProvider';

/** One request to a POS provider below its base URL; every failure is POS_PROVIDER_FAILED (providerJson). */
export function posJson(provider: string, opts: PosProviderOptions, path: string, init: RequestInit = {}): Promise<unknown> {
  const base = opts.url.replace(/\/+$/, '');
  const headers = { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) };
  return providerJson(`${base}${path}`, { ...init, headers }, { failure: 'POS_PROVIDER_FAILED', timeoutMs: opts.timeoutMs, params: { provider } });
}
