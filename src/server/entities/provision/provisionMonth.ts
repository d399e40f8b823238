import { AppError, invalid, ruleError } from '../../errors';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month (UTC), YYYY-MM. */
export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** A claimable month: YYYY-MM (400 otherwise), not after the current one (422). */
export function checkMonth(value: unknown): string {
  if (typeof value !== 'string' || !MONTH.test(value)) throw new AppError('INVALID_QUERY', { detail: 'month must be YYYY-MM' });
  if (value > currentMonth()) throw invalid([ruleError('month', 'provisionMonthFuture')]);
  return value;
}

/** A month bound of a list filter: YYYY-MM or a 400. */
export function checkMonthFilter(value: unknown): string {
  if (typeof value !== 'string' || !MONTH.test(value)) throw new AppError('INVALID_QUERY', { detail: 'month must be YYYY-MM' });
  return value;
}
