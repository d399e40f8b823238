import { BULK_FLAGS } from '../../../schemas/_fragments/foodcard';
import type { ActionSpec } from '../../../schemas/_meta';
import type { Entity } from '../../core/registry';

/**
 * The entity's bulk flag action that sets `source` to `value` (x-action `visible` sets `visible`
 * to true), if it has one. The list's inline switch uses it when the user may run it but not edit
 * the record, so what a user may do in bulk they may do on one row too.
 */
export function flagActionFor(entity: Entity, source: string, value: boolean): { action: string; spec: ActionSpec } | undefined {
  for (const [action, spec] of Object.entries(entity.def['x-actions'] ?? {})) {
    const sets = (BULK_FLAGS as Record<string, readonly [string, unknown]>)[action];
    if (spec.bulk && sets && sets[0] === source && sets[1] === value) return { action, spec };
  }
  return undefined;
}
