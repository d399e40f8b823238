import type { ApiErrorBody } from '../providers/httpClient';

/** The POS import refusals (src/server/errors.ts POS_*) the card says in its own words. */
const KEYS: Record<string, string> = {
  POS_PROVIDER_FAILED: 'foodcardIo.pos.errors.failed',
  POS_PROVIDER_MISSING: 'foodcardIo.pos.errors.missing',
  POS_CREDENTIALS_MISSING: 'foodcardIo.pos.errors.credentials',
  POS_MODE_UNSUPPORTED: 'foodcardIo.pos.errors.noTables',
};

/** The catalogue key of a refused POS import, or null for any other error (the usual notice). */
export function posImportError(body: ApiErrorBody | undefined): string | null {
  const code = body?.code;
  return typeof code === 'string' && Object.hasOwn(KEYS, code) ? KEYS[code] : null;
}
