import { IMPORT_MESSAGES } from '../../server/io/importError';
import { fieldErrorMessage } from '../providers/fieldErrorMessage';
import { serverMessageKey } from '../providers/serverMessageKey';

/** An error of an import as the server lists it (README "Spec decisions"). */
export interface ImportError {
  /** `line 12: price`, `line 12`, or `file` */
  path: string;
  message: string;
  /** the import's own errors: what is wrong, translated as foodcardIo.errors.<code> */
  code?: string;
  params?: Record<string, string | number>;
}

export interface ImportErrorRow {
  /** the file's line (header = 1); none for the whole file */
  line?: number;
  column?: string;
  text: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const PLACE = /^line (\d+)(?:: (.*))?$/;

/**
 * One row of the error table in the reader's language: the line and column taken from the path,
 * the message translated by its code. Values the message names that are words (a row type, an
 * import kind) are translated too; a message without a code (the entity schema's field
 * messages) is translated as any server field message is (serverMessageKey), else shown as sent.
 */
export function importErrorText(translate: Translate, error: ImportError): ImportErrorRow {
  const place = PLACE.exec(error.path);
  const where = place ? { line: Number(place[1]), ...(place[2] ? { column: place[2] } : {}) } : {};
  if (!error.code) return { ...where, text: translate(serverMessageKey(error.message), { _: error.message }) };
  // The entity schema's checks (`validation.email`, `enum`, `required`, …) read as on a form.
  if (!Object.hasOwn(IMPORT_MESSAGES, error.code)) {
    const field = fieldErrorMessage(error);
    return { ...where, text: translate(field.message, field.args) };
  }
  const params: Record<string, unknown> = { ...error.params };
  if (typeof params.type === 'string') params.what = translate(`foodcardIo.rowOne.${params.type}`, { _: params.what });
  if (typeof params.kind === 'string') params.what = translate(`foodcardIo.kinds.${params.kind}`, { _: params.what });
  return { ...where, text: translate(`foodcardIo.errors.${error.code}`, { ...params, _: error.message }) };
}
