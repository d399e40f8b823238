import { invalid } from '../../errors';
import type { FieldError } from '../../errors';

type Doc = Record<string, any>;

/**
 * Rules across fields that JSON Schema cannot say: a relative discount has a percentage and an
 * absolute one a value. The ordered period and quantity range are the schema's `x-rules`
 * (promotionFields.ts). Dates are stored as UTC ISO text so periods compare as text on both databases.
 */
export function checkPromotion(doc: Doc): void {
  for (const f of ['from', 'to'] as const) if (typeof doc[f] === 'string') doc[f] = new Date(doc[f]).toISOString();
  const errors: FieldError[] = [];
  if (doc.type === 'relative' && doc.percent == null) errors.push({ path: 'percent', message: 'is required', code: 'required' });
  if (doc.type === 'absolute' && doc.value == null) errors.push({ path: 'value', message: 'is required', code: 'required' });
  if (errors.length) throw invalid(errors);
}
