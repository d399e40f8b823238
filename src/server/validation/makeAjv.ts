import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { FORMAT_VALIDATORS } from '../../core/formatValidators';

/**
 * Bodies are checked strictly (no coercion, unknown fields rejected by the schema, every error
 * reported); query strings and path params are coerced from text.
 */
export function makeAjv(kind: 'body' | 'params'): Ajv {
  const opts: Options = {
    allErrors: kind === 'body',
    // verbose keeps the rejected value, so format errors can carry the validator's own message.
    verbose: kind === 'body',
    coerceTypes: kind === 'params' ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    strictSchema: false,
  };
  const ajv = new Ajv(opts);
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  for (const [name, check] of Object.entries(FORMAT_VALIDATORS)) {
    ajv.addFormat(name, { type: 'string', validate: (v: string) => check(v) === null });
  }
  return ajv;
}
