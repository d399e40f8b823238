import { promotionRequiredWhen } from '../../../../schemas/_fragments/promotionFields';
import { missingWhen } from '../../../core/requiredWhen';
import { invalid } from '../../errors';

type Doc = Record<string, any>;

/**
 * The discount the type needs (a relative one its percentage, an absolute one its value: the
 * schema's `x-required-when`, which the create body's schema states too), checked on the record
 * as it would be stored, so an update cannot take it away. The ordered period and quantity range are the schema's `x-rules`
 * (promotionFields.ts). Dates are stored as UTC ISO text so periods compare as text on both databases.
 */
export function checkPromotion(doc: Doc): void {
  for (const f of ['from', 'to'] as const) if (typeof doc[f] === 'string') doc[f] = new Date(doc[f]).toISOString();
  const missing = missingWhen(promotionRequiredWhen, doc);
  if (missing.length) throw invalid(missing.map((m) => ({ path: m.needed, message: 'is required', code: 'required' })));
}
