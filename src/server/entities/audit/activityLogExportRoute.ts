import type { FastifyInstance } from 'fastify';
import { emailParam, exportResponses, sendExport } from '../../reporting/mailedExport';
import type { Services } from '../../services';
import { activityLogCsv, activityLogPeriod } from './activityLogCsv';

/**
 * `GET v1/audit/export/csv?from=&to=` (spec part 2 §2 "Activity log export", admin): the audit
 * log of a period as a CSV file, streamed from the database.
 */
export function activityLogExportRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/audit/export/csv', {
    config: { access: 'admin' },
    schema: {
      tags: ['audit'],
      summary: 'Activity log: the audit entries of a period (days, UTC, both included; at most a year) as CSV',
      operationId: 'audit_exportCsv',
      produces: ['text/csv'],
      response: exportResponses(['text/csv']),
      querystring: {
        type: 'object',
        properties: { from: { type: 'string', maxLength: 10 }, to: { type: 'string', maxLength: 10 }, email: emailParam },
        required: ['from', 'to'],
        additionalProperties: false,
      },
    },
  }, async (req, reply) => {
    const { email: _email, ...period } = req.query as Record<string, unknown>;
    const file = activityLogCsv(services, activityLogPeriod(period));
    return sendExport(services, req, reply, { filename: file.filename, contentType: file.contentType, body: file.stream });
  });
}
