import type { TranslationMessages } from 'react-admin';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A part of the catalogue (an entity's own texts, a page's) merged into it, at any depth
 * (src/admin/build/catalogueParts.ts splits them off).
 */
export function mergeCataloguePart<T extends TranslationMessages | Record<string, unknown>>(messages: T, part: object): T {
  const out: Record<string, unknown> = { ...messages };
  for (const [key, value] of Object.entries(part)) out[key] = isObject(value) && isObject(out[key]) ? mergeCataloguePart(out[key] as Record<string, unknown>, value) : value;
  return out as T;
}
