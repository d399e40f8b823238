import type { FastifyInstance } from 'fastify';
import { JOB_HANDLERS } from '../jobs/handlers';
import type { Services } from '../services';
import { doneJobFile } from './doneJobFile';
import { emailParam, exportResponses, sendExport } from './mailedExport';
import { EXPORT_LANGS } from './exportLang';
import { salesQuerySchema } from './salesSchemas';

/**
 * `POST v1/data/analytics` starts a report: a download job (handler `analytics`: the sales file
 * of the statistics query, csv or pdf) shown in the downloads tray and polled like any other;
 * `GET v1/data/analytics/{file}` (the job's id) answers its file, CSV as text, other formats binary.
 */
export function analyticsReportRoutes(app: FastifyInstance, services: Services): void {
  const base = salesQuerySchema(true);
  const access = JOB_HANDLERS.analytics.access;
  app.post('/api/v1/data/analytics', {
    config: { access },
    schema: {
      tags: ['export'], operationId: 'data_analyticsStart', summary: 'Starts an analytics report as a download job; poll v1/jobs/{id}, then fetch v1/data/analytics/{id}',
      body: { ...base, properties: { ...base.properties, lang: { type: 'string', enum: EXPORT_LANGS }, format: { type: 'string', enum: ['csv', 'pdf', 'zip'], default: 'csv', description: 'zip: reports.zip, a report.csv per venue' } } },
      response: { 200: { type: 'object', properties: { data: { type: 'object', properties: { _id: { type: 'string' }, status: { type: 'string' }, handler: { type: 'string' } }, required: ['_id', 'status', 'handler'] } }, required: ['data'] } },
    },
  }, async (req) => {
    const params = { ...(req.body as Record<string, unknown>) };
    await JOB_HANDLERS.analytics.check!({ params, principal: req.principal!, services });
    const job = await services.items.create(services.registry.get('downloadJob')!, req.principal!, { handler: 'analytics', params });
    return { data: { _id: job._id, status: String(job.status), handler: 'analytics' } };
  });
  app.get('/api/v1/data/analytics/:file', {
    config: { access },
    schema: {
      tags: ['export'], operationId: 'data_analyticsFile', summary: 'The file of a finished analytics report (csv as text, other formats binary)', produces: ['text/csv', 'application/pdf', 'application/zip'],
      params: { type: 'object', properties: { file: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['file'] },
      querystring: { type: 'object', properties: { email: emailParam }, additionalProperties: false },
      response: exportResponses(['text/csv', 'application/pdf', 'application/zip']),
    },
  }, async (req, reply) => {
    const file = await doneJobFile(services, req.principal!, (req.params as { file: string }).file, ['analytics']);
    return sendExport(services, req, reply, { filename: file.filename, contentType: file.contentType, body: file.body });
  });
}
