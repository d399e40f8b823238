function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** JSON equality where null, undefined and a missing key are all "no value". */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null && b == null) return true;
  if (a instanceof Date || b instanceof Date) {
    const t = (x: unknown) => (x instanceof Date ? x.toISOString() : x);
    return t(a) === t(b);
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!sameValue(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/**
 * The top-level fields of `data` that differ from `previous`: the body of a partial PATCH.
 * Nested objects are compared deeply but sent whole, because the server merges top-level
 * fields only.
 */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!sameValue(value, previous[key])) out[key] = value;
  }
  return out;
}
