import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError, errorBody } from './errors';

/** The built admin from the same process: hashed assets cached for a year, routes fall back to index.html. */
export async function serveAdmin(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    wildcard: false,
    index: 'index.html',
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET') {
      return reply.status(404).send(errorBody(new AppError('ROUTE_NOT_FOUND', { method: req.method, url: req.url.split('?')[0] })));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
