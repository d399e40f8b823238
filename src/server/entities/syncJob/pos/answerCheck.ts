import { Ajv } from 'ajv';
import { AppError } from '../../../errors';

const ajv = new Ajv({ allErrors: false, strict: false });

/**
 * A check of a provider's answer against the JSON Schema of its documented shape: an answer that
 * does not fit is POS_PROVIDER_FAILED naming where (a path and a rule, never a value, so nothing
 * the provider sent, credentials included, is echoed), never a 500 further on.
 */
export function answerCheck<T>(schema: Record<string, unknown>): (answer: unknown, provider: string) => T {
  const validate = ajv.compile(schema);
  return (answer, provider) => {
    if (validate(answer)) return answer as T;
    const first = validate.errors?.[0];
    const where = `${first?.instancePath || '/'} ${first?.message ?? ''}`.trim();
    throw new AppError('POS_PROVIDER_FAILED', { provider, reason: `an answer of unexpected shape (${where})` });
  };
}
