import type { ApiErrorBody } from '../providers/httpClient';

/** The `unit` values of IMPORT_TOO_LARGE (src/server/io/importLimits.ts), one text each. */
const UNITS = ['rows', 'columns', 'megabytes', 'sharedStringMegabytes', 'sheets', 'cells', 'characters', 'memoryMegabytes', 'seconds'] as const;

/**
 * The screen's own message for an import the server refused as a whole (README "Spec
 * decisions"): a file over a limit (422 IMPORT_TOO_LARGE with `limit` and `unit`) or a second
 * import while one of the user's is running (429 IMPORT_BUSY). The generic HTTP notices would
 * not say what to do. `null` for any other error.
 */
export function importRefusal(body: ApiErrorBody | undefined): { key: string; limit?: number } | null {
  if (body?.code === 'IMPORT_BUSY') return { key: 'foodcardIo.refused.busy' };
  if (body?.code !== 'IMPORT_TOO_LARGE') return null;
  const unit = UNITS.find((u) => u === body.unit) ?? 'rows';
  return { key: `foodcardIo.refused.${unit}`, limit: typeof body.limit === 'number' ? body.limit : undefined };
}
