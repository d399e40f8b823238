import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The readable API reference at /api/docs: Swagger UI, served whole from @fastify/swagger-ui
 * (its page, scripts, styles and icons under /api/docs/static; no CDN, no external asset). It
 * lives under the app's Content-Security-Policy as it is: its page has no inline script (its
 * set-up is the file /api/docs/static/swagger-initializer.js), its inline styles and data: icons
 * are allowed like the admin's, and the online validator (an outside origin) is off. It reads the
 * document from /api/docs/json, the same as /api/openapi.json. None of its routes is in the document.
 */
export async function apiReferenceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: 'backoffice API reference' },
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, filter: true },
  });
}
