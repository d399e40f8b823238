import type { FastifyRequest } from 'fastify';
import type { Config } from '../services';

/**
 * Absolute URL of a stored file. PUBLIC_URL wins (behind a proxy the request's own host is the
 * internal one); without it the origin the caller used is right by construction.
 */
export function fileUrl(req: FastifyRequest, config: Pick<Config, 'publicUrl'>, id: string): string {
  const origin = config.publicUrl ?? `${req.protocol}://${req.host}`;
  return `${origin.replace(/\/+$/, '')}/api/v1/files/${id}`;
}
