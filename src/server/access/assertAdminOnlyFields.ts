import { isAdmin } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { invalid, ruleError, type FieldError } from '../errors';
import type { Principal } from './principal';

/** An entity's admin-only properties, found once (a bulk write checks 10k records). */
const adminOnlyOf = new WeakMap<Entity, [string, any][]>();
function adminOnly(entity: Entity): [string, any][] {
  let out = adminOnlyOf.get(entity);
  if (!out) adminOnlyOf.set(entity, (out = Object.entries<any>(entity.def.properties).filter(([, prop]) => prop?.['x-admin-only'] === true)));
  return out;
}

/**
 * "Some venue flags can be set only by an administrator" (spec part 1 §6): a property declared
 * `'x-admin-only': true` keeps its stored value (its default on create) unless the caller is an
 * admin; another value is a 422 `adminOnly` on the field, so the form says it there. Sending the
 * value it already has is no change.
 */
export function assertAdminOnlyFields(entity: Entity, p: Principal, next: Record<string, unknown>, previous?: Record<string, unknown>): void {
  if (isAdmin(p)) return;
  const errors: FieldError[] = [];
  for (const [field, prop] of adminOnly(entity)) {
    const before = previous?.[field] ?? prop.default;
    if (next[field] !== undefined && next[field] !== before) errors.push(ruleError(field, 'adminOnly'));
  }
  if (errors.length) throw invalid(errors);
}
