import type { Doc } from '../crud/rowToRecord';

/**
 * A password set (own change, reset by link, reset by an administrator) or an account disabled
 * ends every session issued before it: the user's token version moves on, and tokens carrying the
 * old one are refused by every process (the principal cache is emptied through the change feed).
 */
export function revokeTokensOnChange(patch: Doc, previous: Doc): void {
  const disabled = patch.active === false && previous.active !== false;
  if (patch.password !== undefined || disabled) patch.tokenVersion = (previous.tokenVersion ?? 0) + 1;
}
