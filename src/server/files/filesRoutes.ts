import type { FastifyInstance } from 'fastify';
import { idSchema } from '../crud/entitySchemas';
import { AppError } from '../errors';
import { filesHelmet } from '../securityHeaders';
import type { Services } from '../services';
import type { SniffedType } from './sniffType';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** what sniffType lets in, for the API description */
const SERVED: SniffedType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', 'text/html', 'text/plain'];
/** Documents a browser would render with our origin: they get no script, no plugins, no same origin. */
const SANDBOXED = new Set<string>(['image/svg+xml', 'text/html']);
/**
 * Every file's own policy instead of the admin's: nothing may load or run. Not sandboxed for
 * PDFs and images, because Chromium's PDF viewer stays blank in a sandboxed document (the legal
 * page frames the PDF); they cannot run script anyway (sniffed type, nosniff).
 */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** Whether an If-None-Match header names this ETag (or `*`); weak validators match too. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').map((t) => t.trim().replace(/^W\//, '')).some((t) => t === '*' || t === etag);
}

/**
 * GET /api/v1/files/{id}: public, because legal documents and images appear on public pages. A
 * file never changes after upload (a new upload is a new id), so it is cached for a year.
 */
export function filesRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/files/:id', {
    config: { access: 'public' },
    // Framable and readable by other origins, with the CSP set below (see filesHelmet).
    helmet: filesHelmet,
    schema: {
      tags: ['files'],
      summary: 'An uploaded file (image, PDF or template), served with its sniffed content type',
      operationId: 'files_show',
      security: [],
      params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      response: {
        200: { description: 'The file', content: Object.fromEntries(SERVED.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])) },
        304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
      },
    },
  }, async (req, reply) => {
    const { id } = req.params as { id: string };
    const row = await services.db.kysely.selectFrom('files').select(['content_type', 'sha256', 'bytes']).where('_id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', { resource: 'file' });
    const etag = `"${row.sha256}"`;
    reply.header('etag', etag).header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
    // An SVG or HTML template opened directly is a document: give it no script, no plugins, no same origin.
    reply.header('content-security-policy', SANDBOXED.has(row.content_type) ? `${FILE_CSP}; sandbox` : FILE_CSP);
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    const type = row.content_type.startsWith('text/') ? `${row.content_type}; charset=utf-8` : row.content_type;
    return reply.type(type).send(Buffer.from(row.bytes));
  });
}
