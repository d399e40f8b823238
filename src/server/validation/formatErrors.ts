import type { ErrorObject } from 'ajv';
import { FORMAT_VALIDATORS } from '../../core/formatValidators';
import { MESSAGES_EN } from '../../core/validationMessages';
import type { FieldError } from '../errors';

function dotted(pointer: string): string {
  return pointer.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** Ajv keyword → the param the admin's translation names (`must NOT have more than %{limit} characters`). */
const LIMIT_PARAMS: Record<string, string> = {
  minLength: 'limit', maxLength: 'limit', minimum: 'limit', maximum: 'limit', exclusiveMinimum: 'limit',
  exclusiveMaximum: 'limit', minItems: 'limit', maxItems: 'limit', multipleOf: 'multipleOf', pattern: 'pattern',
};

function paramsOf(e: ErrorObject): Record<string, string | number> | undefined {
  const p = e.params as Record<string, unknown>;
  const name = LIMIT_PARAMS[e.keyword];
  const value = name ? p[name] : undefined;
  if (typeof value === 'string' || typeof value === 'number') return { [name === 'multipleOf' ? 'limit' : name]: value };
  if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) return { options: p.allowedValues.join(', ') };
  if (e.keyword === 'type' && typeof p.type === 'string') return { type: p.type };
  return undefined;
}

/**
 * Ajv errors as `{ path, message, code, params }` with dotted paths the admin maps onto its form
 * fields; `code` (the keyword, or the format's `validation.*` key) lets the admin show the message
 * in the user's language, `message` stays the English text for API users.
 */
export function formatErrors(errors: readonly ErrorObject[]): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const path = dotted(e.instancePath);
    const p = e.params as Record<string, any>;
    if (e.keyword === 'required') out.push({ path: join(path, p.missingProperty), message: 'is required', code: 'required' });
    else if (e.keyword === 'additionalProperties') out.push({ path: join(path, p.additionalProperty), message: 'is not a known field', code: 'unknownField' });
    else if (e.keyword === 'format' && FORMAT_VALIDATORS[p.format]) {
      const key = FORMAT_VALIDATORS[p.format](e.data);
      out.push(key && MESSAGES_EN[key]
        ? { path, message: MESSAGES_EN[key], code: key }
        : { path, message: `must be a valid ${p.format}`, code: 'format', params: { format: String(p.format) } });
    } else if (e.keyword === 'format' && MESSAGES_EN[`validation.${p.format}`]) {
      // ajv-formats' own formats (email) that our validators word too
      out.push({ path, message: MESSAGES_EN[`validation.${p.format}`], code: `validation.${p.format}` });
    } else if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    else {
      const params = paramsOf(e);
      out.push({ path, message: e.message ?? 'is not valid', code: e.keyword, ...(params ? { params } : {}) });
    }
  }
  // allErrors reports a field once per failing keyword; one message per path reads better, and a
  // format's own words (`validation.*`) explain more than the pattern Ajv checks before it.
  const ranked = [...out.filter((e) => e.code.startsWith('validation.')), ...out.filter((e) => !e.code.startsWith('validation.'))];
  const seen = new Set<string>();
  const kept = new Set(ranked.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true))));
  return out.filter((e) => kept.has(e));
}
