import { pathParams } from '../../src/core/apiSpec';
import type { Entity } from '../../src/core/registry';
import { refTargetOf, sampleValue } from './sampleRecord';

/** Fields a generic update may change: writable, returned, not a reference, not in the path. */
export function changeable(entity: Entity): string[] {
  const inPath = pathParams(entity.api.update?.path ?? '');
  return entity.writable.filter((f) => !entity.hidden.includes(f) && !refTargetOf(entity.def.properties[f]) && !inPath.includes(f) && entity.def.properties[f].const === undefined);
}

/** The field a generic update changes: plain text first, then other text, numbers, flags, choices. */
export function updateField(entity: Entity): string | undefined {
  const p = (f: string) => entity.def.properties[f];
  const ranked = [
    (f: string) => p(f).type === 'string' && !p(f).enum && !p(f).format && !p(f).pattern,
    (f: string) => p(f).type === 'string' && !p(f).enum,
    (f: string) => p(f).type === 'integer' || p(f).type === 'number',
    (f: string) => p(f).type === 'boolean',
    (f: string) => (p(f).enum?.length ?? 0) > 1,
  ];
  for (const fits of ranked) {
    const field = changeable(entity).find(fits);
    if (field) return field;
  }
  return undefined;
}

/** A valid value of `field` other than `current`. */
export function changedValue(entity: Entity, field: string, current: unknown): unknown {
  const p = entity.def.properties[field];
  if (p.enum) return p.enum.find((v: unknown) => v !== current);
  if (p.type === 'boolean') return !(current ?? p.default ?? false);
  if (p.type === 'integer' || p.type === 'number') {
    const next = Number(current ?? p.minimum ?? 0) + 1;
    return p.maximum !== undefined && next > p.maximum ? p.minimum ?? 0 : next;
  }
  if (p.type === 'array') return [p.items?.enum?.find((v: unknown) => !(current as unknown[] | undefined)?.includes(v)) ?? 'changed'];
  return p.format || p.pattern ? sampleValue(entity, field) : 'changed';
}
