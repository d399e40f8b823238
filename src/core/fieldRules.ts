import { dateBefore, greaterOrEqual, lessOrEqual, lessThan, timeBefore, uniqueAmong } from './validators';

/**
 * The spec's rules that compare a field with fields beside it (part 1 §5 / part 2 §5: time and
 * date before, smaller, smaller or equal, greater or equal, the duplicate dependency, postal code
 * with city), declared on a property as data: `'x-rules': [{ rule: 'dateBefore', target: 'to' }]`.
 * Targets are sibling properties of the same object (inside arrays: of the same item). The server
 * checks them on every write (src/server/rules/assertFieldRules.ts) and the admin's form on the
 * field (src/admin/from-schema/schemaValidators.ts), with the same messages.
 */
export type FieldRule =
  | { rule: 'timeBefore' | 'dateBefore' | 'lessThan' | 'lessOrEqual' | 'greaterOrEqual'; target: string; except?: string | number | boolean }
  /** the value must differ from each target (the spec: up to eight) */
  | { rule: 'uniqueAmong'; targets: readonly string[] }
  /** the value is required as soon as the target holds one (a city with a postal code) */
  | { rule: 'requiredWith'; target: string };

export const FIELD_RULE_NAMES = ['timeBefore', 'dateBefore', 'lessThan', 'lessOrEqual', 'greaterOrEqual', 'uniqueAmong', 'requiredWith'] as const;

/** Message key of a failed `requiredWith` (the admin's and the server's "required"). */
export const REQUIRED_KEY = 'required';

const COMPARE = { timeBefore, dateBefore, lessThan, lessOrEqual, greaterOrEqual } as const;

const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

/** The fields a rule reads beside its own. */
export function ruleTargets(rule: FieldRule): readonly string[] {
  return rule.rule === 'uniqueAmong' ? rule.targets : [rule.target];
}

/**
 * Checks one rule of a field whose value is `value` inside `siblings` (the object holding it):
 * null when it holds, else the message key (`validation.*`, or `required`).
 */
export function checkFieldRule(rule: FieldRule, value: unknown, siblings: Record<string, unknown> | null | undefined): string | null {
  const at = (f: string) => (siblings && typeof siblings === 'object' ? siblings[f] : undefined);
  switch (rule.rule) {
    case 'uniqueAmong':
      return uniqueAmong(value, rule.targets.map(at));
    case 'requiredWith':
      return isEmpty(value) && !isEmpty(at(rule.target)) ? REQUIRED_KEY : null;
    default: {
      if (rule.except !== undefined && value === rule.except) return null;
      // Only the rule's own verdict: a value that is no time, date or number yet (a date still
      // being typed) is its format's business, which words it better.
      const key = COMPARE[rule.rule](value, at(rule.target));
      return key === `validation.${rule.rule}` ? key : null;
    }
  }
}

/** A property's declared rules (`x-rules`), or none. */
export function fieldRulesOf(prop: unknown): readonly FieldRule[] {
  const rules = (prop as { 'x-rules'?: readonly FieldRule[] } | null)?.['x-rules'];
  return Array.isArray(rules) ? rules : [];
}
