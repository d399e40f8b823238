import type { Config } from '../services';

/**
 * Absolute URL of a stored file, below the configured public URL. Not the request's Host: behind
 * a proxy that is the internal name, and a caller can set it to anything (the URL ends up on
 * public legal pages and in clients' caches).
 */
export function fileUrl(config: Pick<Config, 'publicUrl'>, id: string): string {
  return `${config.publicUrl}/api/v1/files/${id}`;
}
