import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY = 70;

/** The boundary parameter of a multipart Content-Type (quoted or not), or undefined. */
function boundaryOf(contentType: string): string | undefined {
  const m = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/i.exec(contentType);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2];
}

/** The parser's own errors (limits, field names) carry a Fastify code and a 4xx status; errorHandler maps them. */
const isParserLimit = (err: unknown) => {
  const e = err as { code?: unknown; statusCode?: unknown };
  return typeof e?.code === 'string' && e.code.startsWith('FST_') && typeof e.statusCode === 'number' && e.statusCode < 500;
};

/** What is wrong with the framing, in words, from busboy's message. */
function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/boundary not found/i.test(message)) return 'the Content-Type has no boundary parameter';
  if (/unexpected end/i.test(message)) return 'the body ends before its closing boundary';
  return message.replace(/^Multipart:\s*/i, '').replace(/\.$/, '') || 'the body is malformed';
}

/**
 * The bytes of the one file sent in the multipart field `file`. Every part is read, so a second
 * file is noticed (the parser's files limit raises it, see errorHandler) instead of silently
 * ignored; a file over the size limit raises there too. A body the parser cannot frame (no or
 * an over-long boundary, no closing boundary, broken part headers) is a 400 MULTIPART_INVALID.
 */
export async function readUpload(req: FastifyRequest, field = 'file'): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('FILE_MISSING');
  const boundary = boundaryOf(req.headers['content-type'] ?? '');
  if (!boundary) throw new AppError('MULTIPART_INVALID', { detail: 'the Content-Type has no boundary parameter' });
  if (boundary.length > MAX_BOUNDARY) throw new AppError('MULTIPART_INVALID', { detail: `the boundary is longer than ${MAX_BOUNDARY} characters` });
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        await part.toBuffer();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (err) {
    // Only the parser runs in this loop, so anything else it throws is a body it cannot read.
    if (err instanceof AppError || isParserLimit(err)) throw err;
    throw new AppError('MULTIPART_INVALID', { detail: describe(err) });
  }
  if (!bytes || bytes.length === 0) throw new AppError('FILE_MISSING');
  return bytes;
}
