import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The built admin from the same process: hashed assets cached for a year, index.html never.
 * Routes of the admin (/venue, /table/…/edit) fall back to index.html in the not-found handler.
 */
export async function serveAdmin(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    // Files are looked up per request, so a rebuild needs no restart; misses reach the not-found handler.
    wildcard: true,
    index: 'index.html',
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
