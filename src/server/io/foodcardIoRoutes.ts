import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idSchema } from '../crud/entitySchemas';
import { AppError } from '../errors';
import { readUpload } from '../files/readUpload';
import type { Services } from '../services';
import { EXPORT_FORMATS, foodcardExport, type ExportFormat } from './foodcardExport';
import { importArticleFields, type ArticleFieldImport } from './importArticleFields';
import { importFoodcard, noCounts } from './importFoodcard';
import { inImportSlot } from './importSlot';
import type { CsvRecord } from './parseCsv';
import { readSheetIsolated } from './readSheetIsolated';
import { venueInScope } from './venueInScope';

const params = { type: 'object', properties: { venue: idSchema }, required: ['venue'] };
const fileBody = (label: string) => ({
  content: {
    'multipart/form-data': {
      schema: { properties: { file: { type: 'string', format: 'binary', description: label } }, required: ['file'] },
    },
  },
});
const counts = {
  type: 'object',
  properties: { category: { type: 'integer' }, option: { type: 'integer' }, article: { type: 'integer' }, optionArticle: { type: 'integer' } },
  required: ['category', 'option', 'article', 'optionArticle'],
};
const dryRunQuery = { type: 'object', properties: { dryRun: { type: 'boolean', default: false } }, additionalProperties: false };
const dryRunNote = 'With `dryRun=true` nothing is kept: the answer says what the import would do and lists every error of the file in `errors` (the import itself answers 422 with them).';
const errorList = {
  type: 'array',
  description: 'dry run only: the errors, `path` naming line and column',
  items: {
    type: 'object',
    properties: {
      path: { type: 'string' },
      message: { type: 'string' },
      code: { type: 'string', description: 'what is wrong, for a translated message (absent on the entity schema\'s field messages)' },
      params: { type: 'object', additionalProperties: true, description: 'the values the message names' },
    },
    required: ['path', 'message'],
  },
};
const answer = (properties: Record<string, unknown>, required: string[]) => ({
  200: { type: 'object', properties: { data: { type: 'object', properties: { ...properties, errors: errorList }, required } }, required: ['data'] },
});

/**
 * Foodcard export and imports (spec part 2 §7 "foodcard CSV import, nutrition import,
 * articles-info import, foodcard export as csv or xlsx"; paths ours, README "Spec decisions").
 * The file format is one column list (foodcardColumns) for all of them. Every import has a dry
 * run on its own path (`?dryRun=true`), which the admin shows as a preview before importing.
 */
export function foodcardIoRoutes(app: FastifyInstance, services: Services): void {
  const base = '/api/v1/foodcard/venue/:venue';
  const venueOf = (req: FastifyRequest) => (req.params as { venue: string }).venue;
  /**
   * An import of the caller's: the venue checked, then the file read within the import limits
   * and imported in the caller's one import slot (a second one at the same time answers 429).
   * A dry run lists a file it cannot read like any other error of the file.
   */
  const importing = async <T extends object>(req: FastifyRequest, work: (records: CsvRecord[], dryRun: boolean) => Promise<T>, nothing: () => T): Promise<{ data: T }> => {
    const dryRun = (req.query as { dryRun?: boolean }).dryRun === true;
    await venueInScope(services, req.principal!, venueOf(req));
    try {
      return await inImportSlot(services.db, req.principal!.userId, async () => ({ data: await work(await readSheetIsolated(await readUpload(req)), dryRun) }));
    } catch (err) {
      if (dryRun && err instanceof AppError && err.code === 'VALIDATION' && err.errors) return { data: { ...nothing(), errors: err.errors } };
      throw err;
    }
  };

  app.get(`${base}/export`, {
    config: { access: 'foodcard.export' },
    schema: {
      tags: ['foodcard'],
      summary: 'Foodcard: export the venue\'s categories, option groups, articles and option articles (CSV or XLSX download)',
      operationId: 'foodcard_export',
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      params,
      querystring: { type: 'object', properties: { format: { type: 'string', enum: EXPORT_FORMATS, default: 'csv' } }, additionalProperties: false },
    },
  }, async (req, reply) => {
    const { format } = req.query as { format: ExportFormat };
    const file = await foodcardExport(services, req.principal!, venueOf(req), format);
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.stream);
  });

  app.post(`${base}/import`, {
    config: { access: 'foodcard.import' },
    schema: {
      tags: ['foodcard'],
      summary: 'Foodcard: import a foodcard file (CSV as exported, `;` or `,`; or the XLSX export) into the venue; all rows or none',
      description: `Rows are matched to the venue's records (README "Spec decisions"), so importing a file again creates nothing twice. ${dryRunNote}`,
      operationId: 'foodcard_import',
      params,
      querystring: dryRunQuery,
      body: fileBody('the foodcard file'),
      response: answer({ created: counts, updated: counts }, ['created', 'updated']),
    },
  }, async (req) => importing(req, (records, dryRun) => importFoodcard(services, req.principal!, venueOf(req), records, { dryRun }), noCounts));

  const partial: [string, ArticleFieldImport, string][] = [
    ['nutrition', 'nutrition', 'nutrition values (number and nutrition.* columns)'],
    ['articles-info', 'articlesInfo', 'article information (number and description, allergen, additive, trace, feature, manufacturer and measure columns)'],
  ];
  for (const [path, kind, label] of partial) {
    app.post(`${base}/import/${path}`, {
      config: { access: 'foodcard.import' },
      schema: {
        tags: ['foodcard'],
        summary: `Foodcard: update ${label} of the venue's articles matched by number; all rows or none`,
        description: dryRunNote,
        operationId: `foodcard_import_${kind}`,
        params,
        querystring: dryRunQuery,
        body: fileBody(`CSV with ${label}`),
        response: answer({ updated: { type: 'integer' } }, ['updated']),
      },
    }, async (req) => importing(req, (records, dryRun) => importArticleFields(services, req.principal!, venueOf(req), records, kind, { dryRun }), () => ({ updated: 0 })));
  }
}
