import { pathParams, parseCall } from '../../core/apiSpec';
import type { ActionSpec } from '../../../schemas/_meta';
import type { Entity } from '../../core/registry';
import { idsBodyKey } from '../providers/idsBody';
import { ACTION_PARAM_VALUES } from './actionParamValues';

export interface BulkActionButtonSpec {
  /** x-actions key */
  action: string;
  spec: ActionSpec;
  /** fixed path parameters of this button (e.g. { status: 'active' }) */
  params: Record<string, string>;
  /** translation key of a fixed parameter value's button (app.bulk.activate) */
  labelKey?: string;
}

/** The route context fills these; every other path parameter must be fixed by a button. */
const CONTEXT_PARAMS = new Set(['venue', 'id']);

/** Body fields a generic button can fill: the selection. */
const SELECTION_FIELDS = new Set(['ids', 'items']);

/**
 * One button per bulk x-action, or one per value of its fixed parameter (set status active /
 * inactive). Binary actions (exports) and actions whose body needs a value the user must enter
 * (the Lightspeed waiter of assignLightspeedWaiter) are screens' business, not a generic button.
 */
export function bulkActionsOf(entity: Entity): BulkActionButtonSpec[] {
  const out: BulkActionButtonSpec[] = [];
  const base = entity.def['x-api']?.base ?? `v1/${entity.id.toLowerCase()}`;
  for (const [action, spec] of Object.entries(entity.def['x-actions'] ?? {})) {
    if (!spec.bulk || spec.returns === 'binary') continue;
    const required = ((spec.body as { required?: string[] } | undefined)?.required ?? []);
    // the selection fills `ids` or the body's one id list (`{ tags: [...] }` of the hard deletes)
    const selectionKey = idsBodyKey(spec);
    if (required.some((f) => !SELECTION_FIELDS.has(f) && f !== selectionKey)) continue;
    const open = pathParams(parseCall(base, spec.call).path).filter((p) => !CONTEXT_PARAMS.has(p));
    if (open.length === 0) out.push({ action, spec, params: {} });
    else if (open.length === 1 && ACTION_PARAM_VALUES[open[0]]) {
      for (const { value, label } of ACTION_PARAM_VALUES[open[0]]) out.push({ action, spec, params: { [open[0]]: value }, labelKey: label });
    }
  }
  return out;
}
