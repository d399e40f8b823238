/** List filters in the generic list convention: each value sent as `key[]=value` (spec decision 4). */
export type Filters = Record<string, string | readonly string[]>;

/** An API path template with its `{placeholders}` filled (encoded) and its query appended. */
export function callUrl(path: string, init: { params?: Record<string, string>; query?: object; filters?: Filters } = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = init.params?.[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(init.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null) search.append(key, String(v));
  }
  for (const [key, value] of Object.entries(init.filters ?? {})) {
    for (const v of typeof value === 'string' ? [value] : value) search.append(`${key}[]`, v);
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}
