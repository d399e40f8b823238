import type { Operation } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';

/**
 * A route that needs a fresh second factor from a caller with MFA on (spec part 1 §4 and §8:
 * the call is answered with MFAError until the code is given): `true` always, `'hard'` only when
 * its body asks for a hard delete (`hard: true`, the generic bulk delete).
 */
export type StepUp = true | 'hard';

/** The request header that carries the code when a stepped-up call is repeated (lower case, as Node reads it). */
export const MFA_CODE_HEADER = 'x-mfa-code';

/**
 * The generic calls of an entity that step up: every hard delete (nothing can bring the record
 * back), and the operations the entity names in `x-step-up` (removing a venue, user or role).
 * A bulk delete steps up when it is hard, or when the entity steps up its deletes.
 */
export function stepUpFor(entity: Entity, op: Operation): StepUp | undefined {
  const declared: readonly string[] = entity.def['x-step-up'] ?? [];
  if (op === 'hardDelete' || declared.includes(op)) return true;
  if (op === 'bulkDelete') return 'hard';
  return undefined;
}
