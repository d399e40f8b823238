import type { FastifyInstance } from 'fastify';
import { JOB_HANDLERS } from '../jobs/handlers';
import type { Services } from '../services';
import { doneJobFile } from './doneJobFile';
import { EXPORT_LANGS } from './exportLang';
import { emailParam, exportResponses, sendExport } from './mailedExport';

/**
 * `GET export/sales/{file}` (spec §7, a blob), served as `GET v1/export/sales/{file}`: the file of
 * a finished `sales` download job of the caller (sales-{DD-MM-YYYY}.csv or .pdf, or reports.zip),
 * `{file}` being the job's id as the downloads tray knows it. Anything else in `{file}` (a name,
 * a path) is a 400 before any lookup; another user's or unfinished job is a 404.
 */
export function salesFileRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/export/sales/:file', {
    config: { access: JOB_HANDLERS.sales.access },
    schema: {
      tags: ['export'], operationId: 'export_salesFile', response: exportResponses(['text/csv', 'application/pdf', 'application/zip']),
      summary: 'The file of a finished sales download job (csv, pdf or reports.zip), by the job\'s id',
      params: { type: 'object', properties: { file: { type: 'string', pattern: '^[0-9a-f]{24}$', description: 'the download job\'s id' } }, required: ['file'] },
      querystring: { type: 'object', properties: { lang: { type: 'string', enum: EXPORT_LANGS, description: 'the language of the mail with email=true' }, email: emailParam }, additionalProperties: false },
    },
  }, async (req, reply) => {
    const file = await doneJobFile(services, req.principal!, (req.params as { file: string }).file, ['sales']);
    return sendExport(services, req, reply, { filename: file.filename, contentType: file.contentType, body: file.body });
  });
}
