import type { EntityDef } from '../../schemas/_meta';

/**
 * One reference of a declaration: a place, at any depth, whose value names records of `target`.
 * `steps` lead from the top-level value to the ids: `'*'` is every item of a list, a name is that
 * member of an object (`dependencies` → `['*', 'option']`, `slots` → `['*', 'articles', '*']`).
 */
export interface RefField {
  field: string;
  steps: string[];
  target: string;
  /** the reference stores the target's `_id` (format objectId), or else its single unique field (a role's slug) */
  byId: boolean;
}

function walk(schema: any, steps: string[], out: Omit<RefField, 'field'>[]): void {
  if (!schema || typeof schema !== 'object' || schema.readOnly) return;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (typeof schema['x-ref'] === 'string') {
    // `x-ref` on a list itself says its items are ids (cup codes' customerGroups).
    const list = type === 'array';
    const leaf = list ? schema.items : schema;
    out.push({ steps: list ? [...steps, '*'] : steps, target: schema['x-ref'], byId: leaf?.format === 'objectId' });
    return;
  }
  if (schema.items) walk(schema.items, [...steps, '*'], out);
  for (const [k, v] of Object.entries<any>(schema.properties ?? {})) walk(v, [...steps, k], out);
}

const cache = new WeakMap<EntityDef, RefField[]>();

/**
 * Every reference a client may write (readOnly ones are the server's): the registry's one walk
 * over a declaration, read by the reference check of the items service and by the tests.
 */
export function refFields(def: EntityDef): RefField[] {
  let found = cache.get(def);
  if (!found) {
    found = Object.entries<any>(def.properties).flatMap(([field, schema]) => {
      const out: Omit<RefField, 'field'>[] = [];
      walk(schema, [], out);
      return out.map((r) => ({ field, ...r }));
    });
    cache.set(def, found);
  }
  return found;
}

/** The ids a reference holds in a top-level value, each with its dotted path (`slots.1.articles.0`). */
export function refValues(ref: RefField, value: unknown): { id: string; path: string }[] {
  const out: { id: string; path: string }[] = [];
  const visit = (v: unknown, i: number, path: string): void => {
    if (v === undefined || v === null) return;
    if (i === ref.steps.length) {
      if (typeof v === 'string' && v !== '') out.push({ id: v, path });
      return;
    }
    const step = ref.steps[i];
    if (step === '*') {
      if (Array.isArray(v)) v.forEach((item, n) => visit(item, i + 1, `${path}.${n}`));
    } else if (typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v as object, step)) {
      visit((v as Record<string, unknown>)[step], i + 1, `${path}.${step}`);
    }
  };
  visit(value, 0, ref.field);
  return out;
}

/** A top-level value whose reference at `ref` is `id` (what a client would send to name it). */
export function refValue(ref: RefField, id: string): unknown {
  return ref.steps.reduceRight<unknown>((inner, step) => (step === '*' ? [inner] : { [step]: inner }), id);
}
