import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkAccess, type AccessRule } from '../../core/permissions';
import { idSchema } from '../crud/entitySchemas';
import { AppError } from '../errors';
import { readUpload } from '../files/readUpload';
import type { Services } from '../services';
import { importRecords, type RecordFile } from './importRecords';
import { inImportSlot } from './importSlot';
import { readSheetIsolated } from './readSheetIsolated';
import { venueInScope } from './venueInScope';

const errorList = {
  type: 'array',
  description: 'dry run only: the errors, `path` naming line and column (`line 7: email`)',
  items: {
    type: 'object',
    properties: { path: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
    required: ['path', 'message'],
  },
};

export interface RecordImportRoute {
  /** below /api, with a `:venue` parameter */
  url: string;
  operationId: string;
  summary: string;
  /** who may import (the route's rule) */
  access: AccessRule;
  /** a further right the import needs, since matched rows update records (403 without it) */
  alsoNeeds?: string;
  file: (services: Services) => RecordFile;
}

/**
 * A flat record import (importRecords) as a route: multipart `file` (CSV, `;` or `,`, or XLSX),
 * `?dryRun=true` for the preview. The venue is read with the caller's rights first (another
 * tenant's venue is a 404, nothing read), then the file within the import limits and in the
 * caller's one import slot (a second import at the same time answers 429).
 */
export function recordImportRoute(app: FastifyInstance, services: Services, route: RecordImportRoute): void {
  app.post(`/api/${route.url}`, {
    config: { access: route.access },
    schema: {
      tags: [route.operationId.split('_')[0]],
      summary: route.summary,
      description: 'Every row is checked before anything is written; any error answers 422 naming line and column, and nothing is kept. Rows are matched to the venue\'s records by their key, so importing a file again adds nothing twice. With `dryRun=true` nothing is kept: the answer says what the import would do and lists every error in `errors`.',
      operationId: route.operationId,
      params: { type: 'object', properties: { venue: idSchema }, required: ['venue'] },
      querystring: { type: 'object', properties: { dryRun: { type: 'boolean', default: false } }, additionalProperties: false },
      body: { content: { 'multipart/form-data': { schema: { properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } } },
      response: {
        200: {
          type: 'object',
          properties: { data: { type: 'object', properties: { created: { type: 'integer' }, updated: { type: 'integer' }, errors: errorList }, required: ['created', 'updated'] } },
          required: ['data'],
        },
      },
    },
  }, async (req: FastifyRequest) => {
    const principal = req.principal!;
    if (route.alsoNeeds && !checkAccess(principal, route.alsoNeeds)) throw new AppError('FORBIDDEN', { permission: route.alsoNeeds });
    const { venue } = req.params as { venue: string };
    const dryRun = (req.query as { dryRun?: boolean }).dryRun === true;
    await venueInScope(services, principal, venue);
    const file = route.file(services);
    try {
      return await inImportSlot(services.db, principal.userId, async () => ({
        data: await importRecords(services, principal, venue, await readSheetIsolated(await readUpload(req)), file, { dryRun }),
      }));
    } catch (err) {
      // A file the dry run cannot read at all is listed like any other error of the file.
      if (dryRun && err instanceof AppError && err.code === 'VALIDATION' && err.errors) return { data: { created: 0, updated: 0, errors: err.errors } };
      throw err;
    }
  });
}
