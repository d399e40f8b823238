/** A 401 whose body is `name: "MFAError"`: a wrong or missing code, not a lost session. */
export function isMfaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; body?: { name?: unknown } };
  return e.name === 'MFAError' || e.body?.name === 'MFAError';
}
