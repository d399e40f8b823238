import { listQueryString } from '../../src/admin/providers/listQueryString';

/** The list's filter values as the server's filter query (`venue[]=…&number[gte]=…`), as a key → values map. */
export function cupCodeFilterQuery(filterValues: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const qs = listQueryString({ filter: filterValues });
  for (const part of qs ? qs.split('&') : []) {
    const [k, v = ''] = part.split('=');
    const key = decodeURIComponent(k);
    (out[key] ??= []).push(decodeURIComponent(v));
  }
  return out;
}
