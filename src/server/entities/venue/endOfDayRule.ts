import { emailList } from '../../../core/validators';
import type { Doc } from '../../crud/rowToRecord';
import { ruleError, type FieldError } from '../../errors';

/**
 * Spec part 1 §5: "the end-of-day e-mail list must hold valid e-mails before the feature is
 * enabled", on the venue as it would be stored (a write enabling it, or one emptying the list).
 */
export function endOfDayErrors(next: Doc): FieldError[] {
  if (next.endOfDayEnabled !== true) return [];
  const list = next.endOfDayEmails;
  if (typeof list === 'string' && list.trim() !== '' && emailList(list) === null) return [];
  return [ruleError('endOfDayEmails', 'endOfDayEmailsNeeded')];
}
