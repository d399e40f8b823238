/**
 * Every route anyone may call without a token, in one place. A route is public only when it is
 * named here; a route named here may declare nothing else, and a route neither named here nor
 * declaring an access rule stops the start (see routeAccess). Paths are spelled as the router
 * declares them (`:id` parameters, `*` wildcards), so each entry is exactly one route.
 *
 * Why each is public:
 * - sign-in, registration, password reset and the e-mail check of the registration forms are
 *   what a caller without an account needs;
 * - the maintenance status is read by the sign-in page before anyone signs in;
 * - files are served by unguessable ids to ordering sites and e-mails; the legal pages and venue
 *   documents are public by the spec (§2 /legal);
 * - the printer heartbeat, the payment provider's callback and the SEPA webhook are machines
 *   authenticated by their own secrets (printer key, HMAC signature, bearer secret);
 * - the health check, the OpenAPI document and its reference page describe nothing private;
 * - the admin's own files (its page and scripts) are what a browser loads before sign-in.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/register/franchisee',
  'POST /api/v1/auth/validation/email',
  'PATCH /api/v1/auth/password/request',
  'PATCH /api/v1/auth/password',
  'GET /api/v1/maintenance/status',
  'GET /api/v1/files/:id',
  'GET /api/v1/general/venue/:id/terms',
  'GET /api/v1/general/venue/:id/imprint',
  'GET /api/v1/general/venue/:id/privacy',
  'GET /api/v1/general/venue/:id/name',
  'POST /api/v1/printer/heartbeat',
  'POST /api/v3/payment/callback',
  'POST /api/v1/sepa/webhook',
  // a mailed export's signed link: the signature is the credential (src/server/reporting/exportLinkRoute.ts)
  'GET /api/v1/export-link/:file',
  'GET /api/health',
  'GET /api/openapi.json',
  // Swagger UI (@fastify/swagger-ui) and its files
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  // the built admin (@fastify/static; its other paths fall back to index.html when not found)
  'GET /*',
];

const listed = new Set(PUBLIC_ROUTES);

/** Whether `method url` (as the router declares it) is named in the public list. */
export function isPublicRoute(method: string, url: string): boolean {
  // Fastify adds a HEAD route beside each GET; it is as public as its GET.
  const m = method === 'HEAD' ? 'GET' : method;
  return listed.has(`${m} ${url}`);
}
