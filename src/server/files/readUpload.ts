import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The bytes of the one file sent in the multipart field `file`. Every part is read, so a second
 * file is noticed (the parser's files limit raises it, see errorHandler) instead of silently
 * ignored; a file over the size limit raises there too.
 */
export async function readUpload(req: FastifyRequest, field = 'file'): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('FILE_MISSING');
  let bytes: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== field) {
      await part.toBuffer();
      continue;
    }
    bytes = await part.toBuffer();
  }
  if (!bytes || bytes.length === 0) throw new AppError('FILE_MISSING');
  return bytes;
}
