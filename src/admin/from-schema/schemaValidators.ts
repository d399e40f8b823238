import { maxLength, minLength, required, type Validator as RaValidator } from 'react-admin';
import { email, localeNumber, parseLocaleNumber, type Validator } from '../../core/validators';
import { FORMAT_VALIDATORS } from '../../core/formatValidators';
import { checkFieldRule, fieldRulesOf, REQUIRED_KEY, type FieldRule } from '../../core/fieldRules';
import { MESSAGES_EN } from '../../core/validationMessages';
import { patternMessageKey } from './patternMessage';
import { propType } from './propType';

/**
 * Our format validators answer a `validation.*` key; react-admin translates what a validator
 * returns, and `_` gives the English text of src/core/validators.ts when a catalogue lacks it.
 */
function fromCore(validate: Validator): RaValidator {
  return (value: unknown) => {
    const key = validate(value);
    return key ? { message: key, args: { _: MESSAGES_EN[key] ?? key } } : undefined;
  };
}

const FORMATS: Record<string, Validator> = { ...FORMAT_VALIDATORS, email };

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** Number inputs hold the typed text (so "1," can be typed); bounds compare the parsed number. */
function numberBounds(prop: any): RaValidator {
  return (value: unknown) => {
    if (isBlank(value)) return undefined;
    const n = parseLocaleNumber(value);
    if (n === null) return undefined; // reported by the number validator
    if (propType(prop) === 'integer' && !Number.isInteger(n)) {
      return { message: 'validation.integer', args: { _: 'Enter a whole number' } };
    }
    if (prop.minimum !== undefined && n < prop.minimum) return { message: 'ra.validation.minValue', args: { min: prop.minimum } };
    if (prop.maximum !== undefined && n > prop.maximum) return { message: 'ra.validation.maxValue', args: { max: prop.maximum } };
    return undefined;
  };
}

/**
 * A schema pattern, said in words (react-admin's `regex` puts the RegExp into the message
 * arguments, which the form showed as "[object Object]"). `u` as Ajv compiles patterns.
 */
function patternRule(pattern: string): RaValidator {
  const re = new RegExp(pattern, 'u');
  return (value: unknown) => (isBlank(value) || typeof value !== 'string' || re.test(value) ? undefined : { message: patternMessageKey(pattern), args: {} });
}

/** The object holding the field (its siblings), read from the form's values by the input's dotted source. */
function siblingsOf(allValues: unknown, source: string): Record<string, unknown> | undefined {
  let at: any = allValues;
  for (const step of source.split('.').slice(0, -1)) at = at?.[step];
  return at && typeof at === 'object' ? at : undefined;
}

/** A schema's `x-rules` (src/core/fieldRules.ts) on the form: the same check and message key as the server's. */
function fieldRule(rule: FieldRule): RaValidator {
  return (value: unknown, allValues: unknown, props?: { source?: string; finalSource?: string }) => {
    const source = props?.finalSource ?? props?.source;
    if (!source) return undefined;
    const key = checkFieldRule(rule, value, siblingsOf(allValues, source));
    if (!key) return undefined;
    return key === REQUIRED_KEY ? { message: 'ra.validation.required', args: {} } : { message: key, args: { _: MESSAGES_EN[key] ?? key } };
  };
}

/** Client-side mirror of the server's checks for one property: required, formats, bounds. */
export function schemaValidators(prop: any, isRequired: boolean): RaValidator[] {
  const out: RaValidator[] = [];
  const type = propType(prop);
  if (isRequired) out.push(required());
  if (type === 'number' || type === 'integer') {
    if (!(prop.format && FORMATS[prop.format])) out.push(fromCore(localeNumber));
    out.push(numberBounds(prop));
  }
  if (type === 'string') {
    if (prop.minLength) out.push(minLength(prop.minLength));
    if (prop.maxLength) out.push(maxLength(prop.maxLength));
    // The pattern's own message would be a regex; the format (when there is one) explains better.
    if (prop.pattern && !prop.format) out.push(patternRule(prop.pattern));
  }
  if (prop.format && FORMATS[prop.format]) out.push(fromCore(FORMATS[prop.format]));
  for (const rule of fieldRulesOf(prop)) out.push(fieldRule(rule));
  return out;
}
