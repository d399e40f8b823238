/** The ids one reference holds in a value, each at its dotted path from the field (`refValues`). */
export interface RefIds<T> {
  target: T;
  ids: { id: string; path: string }[];
}

/**
 * A copy of `value` with each referenced id at its path (`slots.1.articles.0`: the field's name,
 * then the steps below it) replaced by `name`. The value itself (a top-level id) is left as is.
 */
export function replaceRefIds<T>(value: unknown, found: readonly RefIds<T>[], name: (found: RefIds<T>, id: string) => string): unknown {
  const copy = structuredClone(value) as any;
  for (const f of found) {
    for (const { id, path } of f.ids) {
      const steps = path.split('.').slice(1);
      if (!steps.length) continue;
      const parent = steps.slice(0, -1).reduce((o, s) => o?.[s], copy);
      if (parent && typeof parent === 'object') parent[steps[steps.length - 1]] = name(f, id);
    }
  }
  return copy;
}
