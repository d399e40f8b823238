import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { AppError, errorBody } from './errors';
import { uploadLimits } from './files/uploadLimits';
import { formatErrors } from './validation/formatErrors';

/**
 * PostgreSQL refuses text holding a NUL character (`%00` in a parameter, `\u0000` in a JSON
 * string): invalid byte sequence (22021) and unsupported Unicode escape (22P05). The value sent is
 * at fault, so it is a 400 wherever it reached the database.
 */
const PG_NUL_TEXT = new Set(['22021', '22P05']);

/**
 * Under the test runner, a field error without a `code` fails the call as a bug (500): its
 * sentence could not be translated and would reach German and French users in English. The type
 * of FieldError demands the code already; this catches errors built past the type checker.
 */
const REFUSE_UNCODED = process.env.VITEST !== undefined;

/**
 * Every failure leaves as `{ statusCode, error, message, code }`; nothing but a bug is a 500.
 * Fit to be Fastify's `frameworkErrors` option as well, so the errors raised before routing (a URL
 * with broken percent-encoding, a path parameter over maxParamLength) get this shape too instead
 * of Fastify's own.
 */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  let out: AppError;
  if (err instanceof AppError) out = err;
  else if (err.validation) {
    const errors = formatErrors(err.validation as any);
    out = err.validationContext === 'body'
      ? new AppError('VALIDATION', {}, errors)
      : new AppError('INVALID_QUERY', { detail: errors.map((e) => `${e.path || err.validationContext} ${e.message}`).join('; ') }, errors);
  } else if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
    out = new AppError('INVALID_JSON');
  } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    out = new AppError('BODY_TOO_LARGE', { limit: `${Math.round(req.routeOptions.bodyLimit / 1024)} KB` });
  } else if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
    // 400 rather than the parser's 413, like BODY_TOO_LARGE, so the admin's 400 message applies.
    out = new AppError('FILE_TOO_LARGE', { limit: `${uploadLimits.fileSize / (1024 * 1024)} MB` });
  } else if (err.code === 'FST_FILES_LIMIT') {
    out = new AppError('FILE_TOO_MANY');
  } else if (err instanceof pg.DatabaseError && PG_NUL_TEXT.has(err.code ?? '')) {
    out = new AppError('BAD_REQUEST', { detail: 'text must not contain NUL characters' });
  } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    out = new AppError('BAD_REQUEST', { detail: err.message });
  } else {
    req.log.error(err);
    out = new AppError('INTERNAL');
  }
  if (REFUSE_UNCODED && out.errors?.some((e) => typeof e.code !== 'string' || e.code === '')) {
    req.log.error({ errors: out.errors }, 'a field error without a code');
    out = new AppError('INTERNAL');
  }
  // An outside provider failing is the operator's business, not the user's: keep a trace of it.
  if (out.status === 502) req.log.warn({ code: out.code }, out.message);
  return reply.status(out.status).send(errorBody(out));
}
