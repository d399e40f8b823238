import type { FastifyInstance } from 'fastify';
import { parseDoc } from '../crud/rowToRecord';
import { AppError } from '../errors';
import { readJobFile } from '../jobs/jobFiles';
import type { Services } from '../services';
import { exportLinkSigned } from './exportLink';

const ID = /^[0-9a-f]{24}$/;

/**
 * `GET v1/export-link/{file}`: the file of a mailed export that was too large to attach, through
 * the signed link of the mail. The link is the credential (a mail client opens it without the
 * admin's session): it names one file, one user and an expiry, signed by the server, so it serves
 * that file only, to nobody once expired, and only while the user may still sign in and still
 * owns the file. Anything else is one 403 that says nothing about which part was wrong.
 */
export function exportLinkRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/export-link/:file', {
    config: { access: 'public' },
    schema: {
      tags: ['export'], summary: 'The file of a mailed export, through the signed link of the mail (no sign-in; expires)', operationId: 'export_link',
      params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } }, required: ['file'] },
      querystring: {
        type: 'object',
        properties: { user: { type: 'string', maxLength: 64 }, expires: { type: 'string', maxLength: 20 }, sig: { type: 'string', maxLength: 100 } },
        additionalProperties: false,
      },
      response: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } },
    },
  }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const { user = '', expires = '', sig = '' } = req.query as Record<string, string | undefined>;
    const invalid = () => new AppError('EXPORT_LINK_INVALID', {});
    if (!ID.test(file) || !ID.test(user) || !/^\d{1,12}$/.test(expires)) throw invalid();
    const link = { file, user, expires: Number(expires) };
    // the signature first: an expired link cannot be "renewed" by changing its expiry
    if (!exportLinkSigned(services.config.jwtSecret, link, sig)) throw invalid();
    if (link.expires * 1000 < Date.now()) throw new AppError('EXPORT_LINK_EXPIRED', {});
    if (!(await services.principals.get(user))) throw invalid();
    const job = await services.db.kysely.selectFrom('download_job').select(['doc']).where('_id', '=', file).where('deleted_at', 'is', null).executeTakeFirst();
    const doc = job ? parseDoc(job.doc) : null;
    const stored = doc?.owner === user && doc.status === 'done' ? await readJobFile(services.db, file) : null;
    if (!stored) throw new AppError('NOT_FOUND', { resource: 'file' });
    return reply.type(stored.contentType).header('content-disposition', `attachment; filename="${stored.filename.replace(/["\\\r\n]/g, '_')}"`)
      .header('cache-control', 'private, no-store').send(stored.body);
  });
}
