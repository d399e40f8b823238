import { isAdmin } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { invalid, ruleError, type FieldError } from '../errors';
import type { Principal } from './principal';

/**
 * "Some venue flags can be set only by an administrator" (spec part 1 §6): a property declared
 * `'x-admin-only': true` keeps its stored value (its default on create) unless the caller is an
 * admin; another value is a 422 `adminOnly` on the field, so the form says it there. Sending the
 * value it already has is no change.
 */
export function assertAdminOnlyFields(entity: Entity, p: Principal, next: Record<string, unknown>, previous?: Record<string, unknown>): void {
  if (isAdmin(p)) return;
  const errors: FieldError[] = [];
  for (const [field, prop] of Object.entries<any>(entity.def.properties)) {
    if (prop?.['x-admin-only'] !== true) continue;
    const before = previous?.[field] ?? prop.default;
    if (next[field] !== undefined && next[field] !== before) errors.push(ruleError(field, 'adminOnly'));
  }
  if (errors.length) throw invalid(errors);
}
