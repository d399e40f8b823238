import { simpleFields } from '../../schemas/venue';
import type { Entity } from '../../src/core/registry';
import { changedFields } from '../../src/admin/providers/changedFields';
import { toPayload } from '../../src/admin/from-schema/toPayload';

export { simpleFields };

/** The body of the simple create, or of the simple edit (only what changed against `record`). */
export function simplePayload(entity: Entity, values: Record<string, unknown>, mode: 'create' | 'edit', record?: Record<string, unknown>): Record<string, unknown> {
  const all = toPayload(entity, values, mode);
  const body = Object.fromEntries(Object.entries(all).filter(([k]) => (simpleFields as readonly string[]).includes(k)));
  return mode === 'edit' && record ? changedFields(body, record) : body;
}

/** Field errors of a failed call as react-hook-form wants them (`{ path: message }`), or null. */
export function submissionErrors(e: unknown): Record<string, unknown> | null {
  const err = e as { status?: number; body?: { errors?: Record<string, unknown> } };
  return err?.status === 422 && err.body?.errors && typeof err.body.errors === 'object' ? err.body.errors : null;
}
