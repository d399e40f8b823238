import type { Doc } from '../../crud/rowToRecord';
import { importError } from '../../io/importError';
import type { RecordFile } from '../../io/importRecords';
import type { Services } from '../../services';

/**
 * The columns of a season pass upload (README "Spec decisions"): named as the fields, all
 * required, dates as YYYY-MM-DD. The pass number identifies a pass within its venue.
 */
export const SEASON_PASS_COLUMNS = ['passNumber', 'firstName', 'lastName', 'validFrom', 'validTo'] as const;

/** A pass valid until before it starts: ISO dates compare as text. */
export const endsBeforeStart = (doc: Doc) => typeof doc.validFrom === 'string' && typeof doc.validTo === 'string' && doc.validTo < doc.validFrom;

export const seasonPassFile = (services: Services): RecordFile => ({
  entity: services.registry.get('seasonPass')!,
  columns: SEASON_PASS_COLUMNS,
  required: SEASON_PASS_COLUMNS,
  key: 'passNumber',
  check: (doc) => (endsBeforeStart(doc) ? [{ column: 'validTo', error: importError('', 'dateOrder', { column: 'validFrom' }) }] : []),
});
