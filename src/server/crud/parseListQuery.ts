import { fieldType, isSystemField, type Entity } from '../../core/registry';
import { isTranslatableField } from '../../core/translatable';
import { AppError } from '../errors';
import { FALLBACK_LANGUAGE, type ContentLanguage } from '../search/readerLanguage';

export interface ListQuery {
  page: number;
  limit: number;
  sort: string;
  direction: 'asc' | 'desc';
  /** field → any-of values */
  filters: Record<string, unknown[]>;
  /** field → { gte?, lte? } */
  ranges: Record<string, { gte?: unknown; lte?: unknown }>;
  q?: string;
  /** the reader's language: translatable fields sort by their text in it (German where empty) */
  lang: ContentLanguage;
  /** the spec's `articles=true`: each row carries its live articles (categories; see embedArticles) */
  articles?: boolean;
  /** false with `hidden=false`: records whose `visible` is false are left out */
  hidden?: boolean;
  /** keyset paging: the page just after / just before the row of this cursor (a list answer's pageInfo) */
  after?: string;
  before?: string;
}

/**
 * The spec's list flags (part 2 §7 "articles=true", part 1 §9 "a hidden flag set to true"), sent as
 * `articles=true|false` and `hidden=true|false` without brackets; `articles[]=id` stays a filter
 * of an entity's own `articles` field. `hidden=true` (the default) lists hidden records too;
 * `hidden=false` leaves out those whose `visible` is false.
 */
export const LIST_FLAGS = ['articles', 'hidden'] as const;

function flag(raw: unknown): boolean | undefined {
  if (raw === undefined || Array.isArray(raw)) return undefined;
  const s = String(raw);
  if (s === 'true' || s === '1') return true;
  if (s === 'false' || s === '0') return false;
  return undefined;
}

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 1000;
/** With MAX_LIMIT, an offset of at most a billion rows: exact in JS and within both databases' integers. */
export const MAX_PAGE = 1_000_000;
const RESERVED = new Set(['page', 'limit', 'sort', 'direction', 'sortBy', 'sortOrder', 'q', 'after', 'before']);

function bad(detail: string): never {
  throw new AppError('INVALID_QUERY', { detail });
}

/**
 * Top-level scalar (or array-of-scalar) fields are filterable and sortable; translatable texts
 * sort too (by the reader's language). Only the schema's own properties count (fieldType):
 * `constructor`, `toString` or `__proto__` are refused like any unknown name.
 */
function checkField(entity: Entity, field: string, purpose: 'filter' | 'sort'): string {
  const type = fieldType(entity, field);
  const ok = type && (type !== 'object' || (purpose === 'sort' && isTranslatableField(entity, field))) && (purpose === 'filter' || type !== 'array');
  if (!ok || field === 'doc' || (entity.hidden.includes(field))) bad(`"${field}" cannot be used to ${purpose} ${entity.id}`);
  return type!;
}

/** `field` has passed checkField, so it is a system field or an own property of the schema. */
function typed(entity: Entity, field: string, raw: string): unknown {
  const type = isSystemField(field) ? 'string' : fieldType(entity, field) === 'array' ? entity.def.properties[field].items?.type : fieldType(entity, field);
  if (type === 'boolean') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    bad(`${field} must be true or false`);
  }
  if (type === 'number' || type === 'integer') {
    const n = Number(raw.replace(',', '.'));
    if (raw.trim() === '' || !Number.isFinite(n)) bad(`${field} must be a number`);
    return n;
  }
  return raw;
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : [String(v)]);

/** PostgreSQL text cannot hold NUL, so `%00` in a value is refused here on both databases. */
function noNul(name: string, value: string): string {
  if (value.includes('\u0000')) bad(`${name} must not contain NUL characters`);
  return value;
}

/**
 * Spec section 7 list parameters: page (1-based), limit, sort (default createdAt), direction
 * (default desc), filters as `key[]=value` (repeat for any-of), `q` free text. Ranges (ours, for
 * date filters) are `key[gte]=…` and `key[lte]=…`. `lang` is the reader's language (readerLanguage).
 */
export function parseListQuery(entity: Entity, raw: Record<string, unknown>, paged = true, lang: ContentLanguage = FALLBACK_LANGUAGE): ListQuery {
  // The sync job list names them sortBy and sortOrder (spec part 1 §7 "Venue sync").
  const query = raw.sortBy === undefined && raw.sortOrder === undefined ? raw : { ...raw, sort: raw.sort ?? raw.sortBy, direction: raw.direction ?? raw.sortOrder };
  const def = entity.def['x-sort'] ?? { field: 'createdAt', direction: 'desc' };
  const page = query.page === undefined ? 1 : Number(query.page);
  const limit = query.limit === undefined ? (entity.def['x-limit'] ?? DEFAULT_LIMIT) : Number(query.limit);
  if (paged && (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)) bad(`page must be a whole number from 1 to ${MAX_PAGE}`);
  if (paged && (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)) bad(`limit must be a whole number from 1 to ${MAX_LIMIT}`);
  const sort = query.sort === undefined || query.sort === '' ? def.field : String(query.sort);
  checkField(entity, sort, 'sort');
  const direction = query.direction === undefined || query.direction === '' ? (query.sort ? 'desc' : def.direction) : String(query.direction).toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') bad('direction must be asc or desc');
  // No prototype: keys come from the request (checked, but a map needs no inherited names).
  const filters: ListQuery['filters'] = Object.create(null);
  const ranges: ListQuery['ranges'] = Object.create(null);
  const flags: Partial<Record<(typeof LIST_FLAGS)[number], boolean>> = {};
  for (const name of LIST_FLAGS) {
    const value = flag(query[name]);
    // a field of that name (a subscription's articles) keeps `articles=<id>` as its filter
    if (value === undefined && query[name] !== undefined && !fieldType(entity, name)) bad(`${name} must be true or false`);
    flags[name] = value;
  }
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED.has(key) || value === undefined) continue;
    if ((LIST_FLAGS as readonly string[]).includes(key) && flags[key as (typeof LIST_FLAGS)[number]] !== undefined) continue;
    // `key=value` is accepted like `key[]=value`: spec calls such as the audit list send `venue=…`.
    const m = /^(\w+)(?:\[(|gte|lte)\])?$/.exec(key);
    if (!m) bad(`unknown parameter "${key}" (filters are written key[]=value)`);
    const [, field, op = ''] = m;
    const type = checkField(entity, field, 'filter');
    // A range compares one value; a list field (printGroups) holds many, and PostgreSQL would fail on it.
    if (op !== '' && type === 'array') bad(`"${field}" cannot be used as a range of ${entity.id}`);
    const values = asList(value).map((v) => typed(entity, field, noNul(field, v)));
    if (op === '') filters[field] = [...(filters[field] ?? []), ...values];
    else ranges[field] = { ...ranges[field], [op]: values[values.length - 1] };
  }
  const q = query.q === undefined ? undefined : noNul('q', String(query.q)).trim() || undefined;
  if (q && q.length > 200) bad('q is longer than 200 characters');
  // Hidden records are listed unless `hidden=false`; an explicit `visible[]=` filter decides itself.
  if (flags.hidden === false && fieldType(entity, 'visible') === 'boolean' && !filters.visible) filters.visible = [true];
  const [after, before] = (['after', 'before'] as const).map((name) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return undefined;
    if (typeof raw !== 'string') bad(`${name} must be one cursor`);
    return raw;
  });
  if (after && before) bad('after and before cannot be used together');
  if (!paged && (after || before)) bad('after and before page a list; this call answers every record');
  return { page, limit, sort, direction, filters, ranges, q, lang, articles: flags.articles === true, hidden: flags.hidden !== false, after, before };
}
