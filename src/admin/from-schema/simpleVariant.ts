import type { AccessRule, SimpleSpec } from '../../../schemas/_meta';
import { defaultBase, fillPath, parseCall, type ResolvedCall } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
import { changedFields } from '../providers/changedFields';
import { toPayload } from './toPayload';

export type SimpleMode = 'create' | 'edit';

function spec(entity: Entity): SimpleSpec {
  const simple = entity.def['x-simple'];
  if (!simple) throw new Error(`${entity.id} declares no x-simple: add it to schemas/${entity.id}.ts`);
  return simple;
}

/** The fields of the entity's simple screen (its `x-simple`), in the declared order. */
export function simpleFields(entity: Entity, mode: SimpleMode): readonly string[] {
  const s = spec(entity);
  return mode === 'create' ? [...s.fields, ...(s.createOnly ?? [])] : s.fields;
}

function simpleCallSpec(entity: Entity, mode: SimpleMode) {
  const call = spec(entity)[mode === 'create' ? 'create' : 'update'];
  if (!call) throw new Error(`${entity.id} declares no simple ${mode === 'create' ? 'create' : 'update'} in x-simple`);
  return call;
}

/** The permission of the simple screen: the one its server call asks for. */
export function simpleAccess(entity: Entity, mode: SimpleMode): AccessRule {
  return simpleCallSpec(entity, mode).access;
}

/** The server's simple call, its path filled (`{id}` of the edited record). */
export function simpleCall(entity: Entity, mode: SimpleMode, params: Record<string, string | undefined> = {}): ResolvedCall {
  const call = parseCall(entity.def['x-api']?.base ?? defaultBase(entity.id), simpleCallSpec(entity, mode).call);
  return { method: call.method, path: fillPath(call.path, params) };
}

/** The body of the simple create, or of the simple edit (only what changed against `record`). */
export function simplePayload(entity: Entity, values: Record<string, unknown>, mode: SimpleMode, record?: Record<string, unknown>): Record<string, unknown> {
  const fields = simpleFields(entity, mode);
  const all = toPayload(entity, values, mode);
  const body = Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k)));
  return mode === 'edit' && record ? changedFields(body, record) : body;
}

/** Field errors of a failed call as react-hook-form wants them (`{ path: message }`), or null. */
export function submissionErrors(e: unknown): Record<string, unknown> | null {
  const err = e as { status?: number; body?: { errors?: Record<string, unknown> } };
  return err?.status === 422 && err.body?.errors && typeof err.body.errors === 'object' ? err.body.errors : null;
}
