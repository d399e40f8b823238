import type { FieldError } from '../errors';

/**
 * The errors an import names a line or column with: a stable code, its English message and the
 * values it names (`params`). The admin translates by `code` (foodcardIo.errors.*, whose English
 * is this table), the message stays for API users. Errors of the entity schema check keep the
 * API's field messages.
 */
export const IMPORT_MESSAGES = {
  notUtf8: 'is not UTF-8 text: save the CSV file as UTF-8',
  notSpreadsheet: 'is neither a CSV file nor a readable XLSX workbook',
  csvQuoteOpen: 'has a quoted cell that is never closed',
  csvInvalid: 'is not valid CSV ({reason})',
  fileEmpty: 'is empty: the first line must name the columns',
  noRows: 'holds no rows below the header',
  columnUnknown: 'is not a column of the foodcard file',
  columnTwice: 'appears twice in the header',
  columnRequired: 'is a required column',
  tooManyCells: 'has more cells than the header\'s {count}',
  typeUnknown: 'must be one of {types}',
  notOfType: 'is not a column of {type} rows: leave it empty',
  number: 'must be a number',
  integer: 'must be a whole number',
  boolean: 'must be true or false',
  intList: 'must be whole numbers separated by |',
  hours: 'must be intervals like 11:00-14:00|17:00-22:00',
  jsonList: 'must be a JSON list',
  categoryTwice: 'names the category of line {line} again',
  optionTwice: 'names the option group of line {line} again',
  numberTwice: 'is the number of line {line} too: numbers identify rows',
  noCategory: 'names no category of this file or venue',
  noOption: 'names no option group of this file or venue',
  noDependency: 'names no option group "{name}" of this file or venue',
  several: 'matches several records ({what}) of this venue: make them unique first',
  sameRecord: 'matches the same {what} as line {line}',
  sameNew: 'names the same {what} as line {line}: give them numbers to tell them apart',
  moreErrors: 'has {count} more errors not listed',
  noPartialColumns: 'holds none of the columns of "{what}"',
  required: 'is required',
  numberRepeated: 'is the number of line {line} too',
  unknownNumber: 'names no article of this venue',
  columnNotInFile: 'is not a column of this file (columns: {columns})',
  keyTwice: 'repeats the {column} of line {line}: each row must have its own',
  dateOrder: 'must not be before {column}',
} as const;
export type ImportErrorCode = keyof typeof IMPORT_MESSAGES;
export type ImportParams = Record<string, string | number>;

export interface ImportFieldError extends FieldError {
  code: ImportErrorCode;
  params?: ImportParams;
}

/** One import error at `path` (`line 12: price`, `file`). */
export function importError(path: string, code: ImportErrorCode, params?: ImportParams): ImportFieldError {
  const message = IMPORT_MESSAGES[code].replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? ''));
  return { path, message, code, ...(params ? { params } : {}) };
}
