import type { SwaggerTransform } from '@fastify/swagger';
import type { AccessRule } from '../../core/permissions';
import { errorStatuses } from './errorStatuses';

const REASONS: Record<number, string> = {
  400: 'Bad request: a parameter, the query or the body is not valid',
  401: 'Not signed in, the session ended, or the credentials are wrong',
  403: 'The caller lacks the right or the venue',
  404: 'The record (or a record it names) does not exist or is outside the caller\'s reach',
  409: 'Conflicts with the current state',
  422: 'A field or a rule failed (`errors` names the fields)',
  429: 'Too many attempts; try again later',
  500: 'Internal server error',
  502: 'An outside provider failed',
  503: 'An outside provider is not configured',
};

type Schema = Record<string, unknown> & { response?: Record<string, unknown>; produces?: string[]; hide?: boolean };

/**
 * Completes each route's operation in the document (only there: Fastify validates and serializes
 * with the route's own schema): every error status the route can answer with the one error body
 * (apiError), the success answer of a route that declares none (a file's media types from its
 * `produces`, otherwise JSON), `security: []` for the public routes, and paths without a trailing
 * slash.
 */
export const documentRoute: SwaggerTransform = ({ schema, url, route }) => {
  const s: Schema = { ...((schema ?? {}) as Schema) };
  if (s.hide) return { schema: s, url };
  const access = (route.config as { access?: AccessRule } | undefined)?.access ?? 'public';
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  if (access === 'public') Object.assign(s, { security: [] });
  const response: Record<string, unknown> = { ...s.response };
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    response[200] = s.produces
      ? { description: 'A file', content: Object.fromEntries(s.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
      : { description: 'A JSON answer', content: { 'application/json': { schema: {} } } };
  }
  delete s.produces;
  const statuses = errorStatuses({ method, url: route.url, access, hasQuery: !!s.querystring });
  for (const status of statuses) response[status] ??= { description: REASONS[status], $ref: 'apiError#' };
  s.response = response;
  // The spec writes two paths with a trailing slash (GET v1/receipts/, GET v1/export/cup/); the
  // router answers them with and without it (ignoreTrailingSlash), the document names them without.
  return { schema: s, url: url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url };
};
