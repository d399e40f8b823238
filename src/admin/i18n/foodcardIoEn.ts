import { IMPORT_MESSAGES, type ImportErrorCode } from '../../server/io/importError';

/**
 * The import's errors by code, in English word for word as the server sends them (one source:
 * src/server/io/importError.ts), its `{name}` placeholders written the catalogue's way; de and fr
 * translate every code.
 */
const importErrorsEn = Object.fromEntries(
  Object.entries(IMPORT_MESSAGES).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, '%{$1}')]),
) as Record<ImportErrorCode, string>;

/** Texts of the foodcard import and export screen (/foodcard). */
export const foodcardIoEn = {
  menu: 'Foodcard import',
  exportTitle: 'Export',
  exportHint: 'The foodcard of the selected venue, one row per category, option group, article and option article. The CSV file is UTF-8 and separated by semicolons; the XLSX file opens in any spreadsheet program.',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  exporting: 'Preparing the export',
  exported: 'The export was downloaded.',
  importTitle: 'Import',
  kind: 'What to import',
  kinds: { foodcard: 'Foodcard', nutrition: 'Nutrition values', articlesInfo: 'Article information' },
  hints: {
    foodcard: "A file with the columns of the export (semicolons or commas). Categories and option groups are matched by their German name; articles and option articles by number, then option number, then German name within their category or group. Matched records are updated, so importing the same file again creates nothing twice.",
    nutrition: 'A number column and nutrition columns such as nutrition.perPortion.energyKcal. The articles with that number are updated; columns left out stay as they are.',
    articlesInfo: 'A number column and columns for descriptions, allergens, additives, traces, features, manufacturer or measures. The articles with that number are updated; columns left out stay as they are.',
  },
  file: 'CSV or XLSX file',
  chooseFile: 'Choose file',
  noFile: 'No file chosen',
  fileRequired: 'An import needs a file.',
  import: 'Import',
  importing: 'Importing the file…',
  done: 'The file was imported.',
  created: 'Created',
  updated: 'Updated',
  rows: { category: 'Categories', option: 'Option groups', article: 'Articles', optionArticle: 'Option articles' },
  updatedArticles: '%{smart_count} article updated |||| %{smart_count} articles updated',
  failed: 'The file was not imported, nothing was changed. Correct this line and import again: |||| The file was not imported, nothing was changed. Correct these %{smart_count} errors and import again:',
  place: 'Where',
  problem: 'Problem',
  check: 'Check file',
  checking: 'Checking the file…',
  previewTitle: 'Preview: nothing has been changed yet',
  previewReady: 'The file can be imported. Check what will change, then import it.',
  previewFailed: 'The file cannot be imported. Correct this error and check the file again: |||| The file cannot be imported. Correct these %{smart_count} errors and check the file again:',
  willCreate: 'To create',
  willUpdate: 'To update',
  willUpdateArticles: '%{smart_count} article will be updated |||| %{smart_count} articles will be updated',
  line: 'Line',
  column: 'Column',
  wholeFile: 'whole file',
  confirmTitle: 'Import the file?',
  confirmContent: 'The file %{file} will be written into the foodcard of %{venue}. An import cannot be undone.',
  thisVenue: 'this venue',
  rowOne: { category: 'category', option: 'option group', article: 'article', optionArticle: 'option article' },
  errors: importErrorsEn,
  refused: {
    rows: 'The file was not imported, nothing was changed: it holds more than %{limit} rows below the header. Split it into smaller files and import them one after the other.',
    columns: 'The file was not imported, nothing was changed: it has more than %{limit} columns (in an XLSX file, cells that are only formatted count too). Remove the columns that are not part of the foodcard file.',
    megabytes: 'The file was not imported, nothing was changed: unpacked, the XLSX workbook holds more than %{limit} MB. Split it into smaller files and import them one after the other.',
    sharedStringMegabytes: 'The file was not imported, nothing was changed: unpacked, the shared texts of the XLSX workbook hold more than %{limit} MB. Split it into smaller files and import them one after the other.',
    sheets: 'The file was not imported, nothing was changed: the XLSX workbook has more than %{limit} worksheets. Import a workbook with one worksheet, as the export writes it.',
    cells: 'The file was not imported, nothing was changed: it holds more than %{limit} filled cells. Split it into smaller files and import them one after the other.',
    characters: 'The file was not imported, nothing was changed: its cells hold more than %{limit} characters of text (a text used by several cells counts at each). Split it into smaller files and import them one after the other.',
    memoryMegabytes: 'The file was not imported, nothing was changed: reading it needed more than %{limit} MB of memory. Split it into smaller files and import them one after the other.',
    seconds: 'The file was not imported, nothing was changed: reading it took longer than %{limit} seconds. Split it into smaller files and import them one after the other.',
    busy: 'Another import of yours is still running. Wait until it has finished, then try again.',
  },
};
