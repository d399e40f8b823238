/**
 * Store keys that are a user's preferences rather than the state of a visit: the list columns
 * (DataTable's `<resource>.datatable` and `…_columnRanks`) and the saved queries
 * (`<resource>.savedQueries`). They are kept per user and survive a logout.
 */
const PREFERENCE = /(\.datatable(_columnRanks)?|\.savedQueries)$/;

/** The key a preference is stored under for this user, or null for ordinary (per visit) keys. */
export function preferenceKey(key: string, userId: string | null | undefined): string | null {
  if (!PREFERENCE.test(key)) return null;
  return `user.${userId || 'anonymous'}.${key}`;
}
