import { AppError } from '../../../errors';

/**
 * Whether a failed provider call is the provider's own "no" (it answered 4xx, or `failed`), after
 * which nothing was paid out. Anything else (timeout, no connection, 5xx, an odd answer) leaves
 * it unknown whether the refund happened.
 */
export function isRefusal(err: unknown): boolean {
  if (!(err instanceof AppError)) return false;
  const status = Number(err.extra?.providerStatus);
  return err.extra?.refused === true || (status >= 400 && status < 500);
}
