export interface ListQueryParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** react-admin's record id is the API's `_id`. */
const apiField = (field: string) => (field === 'id' ? '_id' : field);

function filterValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const v of list) {
    if (v === undefined || v === null || v === '') continue;
    if (v instanceof Date) out.push(v.toISOString());
    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
    // Objects have no wire form in the key[]=value convention; they are left out, not mangled.
  }
  return out;
}

/**
 * The list query of spec §7 as key/value pairs: `page` (1-based), `limit`, `sort`, `direction`
 * (lowercase), filters as `key[]=value` (repeated for any-of), `q` for free text, and
 * react-admin's `key_gte` / `key_lte` range filters as `key[gte]=` / `key[lte]=`. Empty filter
 * values are dropped.
 */
export function listQueryEntries({ pagination, sort, filter = {} }: ListQueryParams): [string, string][] {
  const parts: [string, string][] = [];
  const add = (key: string, value: string) => parts.push([key, value]);
  if (pagination) {
    add('page', String(pagination.page));
    add('limit', String(pagination.perPage));
  }
  if (sort?.field) {
    add('sort', apiField(sort.field));
    add('direction', (sort.order || 'DESC').toLowerCase());
  }
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      const [text] = filterValues(value);
      if (text !== undefined && text.trim() !== '') add('q', text);
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range) {
      const [v] = filterValues(value);
      if (v !== undefined) add(`${apiField(range[1])}[${range[2]}]`, v);
      continue;
    }
    for (const v of filterValues(value)) add(`${apiField(key)}[]`, v);
  }
  return parts;
}

/**
 * listQueryEntries as a query string. Brackets are written literally (both forms parse the same
 * on the server; the literal one is what the existing backend expects and what logs show
 * readably).
 */
export function listQueryString(params: ListQueryParams): string {
  return listQueryEntries(params)
    .map(([key, value]) => `${key.replace(/^[^[]+/, (name) => encodeURIComponent(name))}=${encodeURIComponent(value)}`)
    .join('&');
}
