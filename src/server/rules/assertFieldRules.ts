import { checkFieldRule, fieldRulesOf, REQUIRED_KEY, ruleTargets } from '../../core/fieldRules';
import { MESSAGES_EN } from '../../core/validationMessages';
import type { Entity } from '../../core/registry';
import { invalid, type FieldError } from '../errors';

type Obj = Record<string, unknown>;
type Keep = (field: string, targets: readonly string[]) => boolean;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const always: Keep = () => true;
const declaresRules = new WeakMap<Entity, boolean>();

/**
 * The properties of one schema object that hold a rule themselves or below them: the others
 * cannot fail, and a bulk write of 10k records would otherwise visit every field of each.
 */
const ruledCache = new WeakMap<object, [string, any][]>();
function ruled(props: Record<string, any>): [string, any][] {
  let out = ruledCache.get(props);
  if (!out) ruledCache.set(props, (out = Object.entries(props).filter(([, prop]) => JSON.stringify(prop ?? null).includes('"x-rules"'))));
  return out;
}

/** One object of the record beside its schema: each property's `x-rules`, then nested objects and list items. */
function walk(props: Record<string, any> | undefined, value: Obj, path: string, out: FieldError[], keep: Keep): void {
  if (!props) return;
  for (const [field, prop] of ruled(props)) {
    const at = path ? `${path}.${field}` : field;
    for (const rule of fieldRulesOf(prop)) {
      const targets = ruleTargets(rule);
      if (!keep(field, targets)) continue;
      const key = checkFieldRule(rule, value[field], value);
      if (!key) continue;
      const params = { target: targets.join(', ') };
      out.push(key === REQUIRED_KEY
        ? { path: at, message: 'is required', code: 'required', params }
        : { path: at, message: MESSAGES_EN[key] ?? key, code: key, params });
    }
    if (!keep(field, [])) continue;
    const child = value[field];
    if (isObj(child)) walk(prop?.properties, child, at, out, always);
    else if (Array.isArray(child)) child.forEach((item, i) => { if (isObj(item)) walk(prop?.items?.properties, item, `${at}.${i}`, out, always); });
  }
}

/**
 * The one server check of the schemas' `x-rules` (src/core/fieldRules.ts), on the record as it
 * will be stored: every failing field is a 422 on its dotted path, like format errors. `touched`
 * (updates) names the top-level fields the request writes: only rules reading one of them are
 * checked, so a record stored before a rule existed can still be edited elsewhere.
 */
export function assertFieldRules(entity: Entity, doc: Obj, touched?: (field: string) => boolean): void {
  // Most entities declare no rule at all: a bulk write of 10k records then walks nothing.
  let declares = declaresRules.get(entity);
  if (declares === undefined) declaresRules.set(entity, (declares = JSON.stringify(entity.def.properties).includes('"x-rules"')));
  if (!declares) return;
  const errors: FieldError[] = [];
  const keep: Keep = touched ? (field, targets) => touched(field) || targets.some(touched) : always;
  walk(entity.def.properties as Record<string, any>, doc, '', errors, keep);
  if (errors.length) throw invalid(errors);
}
