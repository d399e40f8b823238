import type { ErrorObject } from 'ajv';
import { FORMAT_VALIDATORS, MESSAGES_EN } from '../../core/validators';
import type { FieldError } from '../errors';

function dotted(pointer: string): string {
  return pointer.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** Ajv errors as `{ path, message }` with dotted paths the admin maps onto its form fields. */
export function formatErrors(errors: readonly ErrorObject[]): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const path = dotted(e.instancePath);
    const p = e.params as Record<string, any>;
    if (e.keyword === 'required') out.push({ path: join(path, p.missingProperty), message: 'is required' });
    else if (e.keyword === 'additionalProperties') out.push({ path: join(path, p.additionalProperty), message: 'is not a known field' });
    else if (e.keyword === 'format' && FORMAT_VALIDATORS[p.format]) {
      const key = FORMAT_VALIDATORS[p.format](e.data);
      out.push({ path, message: (key && MESSAGES_EN[key]) || `must be a valid ${p.format}` });
    } else if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    else out.push({ path, message: e.message ?? 'is not valid' });
  }
  // allErrors reports a field once per failing keyword; one message per path reads better.
  const seen = new Set<string>();
  return out.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
}
