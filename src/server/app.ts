import { createLoyaltyProviders } from './entities/loyaltyProgram/providers/createLoyaltyProviders';
import type { LoyaltyProviders } from './entities/loyaltyProgram/providers/LoyaltyProvider';
import { createPosProviders, type PosProviders } from './entities/syncJob/pos/createPosProviders';
import { createSepaProvider } from './entities/sepa/createSepaProvider';
import type { SepaProvider } from './entities/sepa/SepaProvider';
import { createPayPalClient } from './entities/sepa/paypal/createPayPalClient';
import type { PayPalClient } from './entities/sepa/paypal/PayPalClient';
import { createDelfiClient } from './entities/venue/delfi/createDelfiClient';
import type { DelfiClient } from './entities/venue/delfi/DelfiClient';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { Registry } from '../core/registry';
import pkg from '../../package.json' with { type: 'json' };
import { apiReferenceRoutes } from './apiReferenceRoutes';
import { apiErrorSchema } from './openapi/apiErrorSchema';
import { completeDocument } from './openapi/completeDocument';
import { documentRoute } from './openapi/documentRoute';
import { principalCache } from './access/principalCache';
import { routeAccess } from './access/routeAccess';
import { isApiPath } from './access/isApiPath';
import { authPlugin, sessionSchema } from './auth/authPlugin';
import { mfaRoutes } from './auth/mfaRoutes';
import { passwordResetRoutes } from './auth/passwordResetRoutes';
import { userPasswordRoutes } from './auth/userPasswordRoutes';
import { registerEntityActions } from './crud/actionsPlugin';
import { addEntitySchemas, registerEntityRoutes } from './crud/crudPlugin';
import type { Items } from './crud/Items';
import { ItemsService } from './crud/ItemsService';
import { JOB_HANDLERS } from './jobs/handlers';
import type { Jobs } from './jobs/Jobs';
import { JobRunner } from './jobs/JobRunner';
import { SYNC_HANDLERS } from './entities/syncJob/syncHandlers';
import { createEnvironments, environmentsFromEnv, type EnvironmentsConfig } from './environments/Environments';
import type { Db } from './db/createDb';
import { syncTables } from './db/syncTables';
import { refreshSearchText } from './search/refreshSearchText';
import { errorHandler } from './errorHandler';
import { AppError, errorBody } from './errors';
import { filesRoutes } from './files/filesRoutes';
import { uploadLimits } from './files/uploadLimits';
import { fieldUploadRoutes } from './files/fieldUploadRoutes';
import { foodcardIoRoutes } from './io/foodcardIoRoutes';
import { loadHooks } from './registry/loadHooks';
import { loadSchemas } from './registry/loadSchemas';
import { publicUrl } from './publicUrl';
import { statisticRoutes } from './reporting/statisticRoutes';
import { registerSecurityHeaders } from './securityHeaders';
import { serveAdmin } from './serveAdmin';
import { jwtSecret } from './auth/jwtSecret';
import { mailAttachmentLimit } from './mail/mailAttachmentLimit';
import { createGeocoder } from './geo/createGeocoder';
import type { Geocoder } from './geo/Geocoder';
import { createMailer } from './mail/createMailer';
import type { Mailer } from './mail/Mailer';
import type { Config, Services } from './services';
import { createTranslator } from './translation/createTranslator';
import type { Translator } from './translation/Translator';
import { lazyRouteCompilers } from './validation/lazyRouteCompilers';
import { makeAjv } from './validation/makeAjv';

export interface AppOptions {
  db: Db;
  registry?: Registry;
  logger?: FastifyServerOptions['logger'];
  config?: Partial<Config>;
  /** directory of the built admin (dist/); served with an SPA fallback when it exists */
  adminDir?: string;
  /** 'manual' leaves download and sync jobs to explicit services.jobs.tick() / syncJobs.tick() calls (tests) */
  jobs?: 'background' | 'manual';
  /** the other environments (tests hand open databases); by default from ENV_NAME and ENV_<NAME>_DATABASE_URL */
  environments?: EnvironmentsConfig;
  /** replaces the mailer chosen from SMTP_URL (tests) */
  mailer?: Mailer;
  /** replaces the geocoder chosen from GEOCODER_URL (tests point one at a local server) */
  geocoder?: Geocoder;
  /** replaces the translator chosen from TRANSLATOR_URL; null for none */
  translator?: Translator | null;
  /** replaces the loyalty providers chosen from PIGGY_API_URL, COMO_API_URL, RBI_API_URL (tests) */
  loyalty?: LoyaltyProviders;
  /** replaces the POS and menu providers chosen from HELLOTESS_TEST_API_URL, GASTROFIX_API_URL, DELIVERECT_API_URL, SIMPHONY_API_URL (tests) */
  pos?: PosProviders;
  /** replace the SEPA provider and PayPal chosen from SEPA_PROVIDER_URL / PAYPAL_API_URL; null for none */
  sepa?: SepaProvider | null;
  paypal?: PayPalClient | null;
  /** replaces the delivery-information service chosen from DELFI_API_URL; null for none */
  delfi?: DelfiClient | null;
  /** routes of the caller's own, registered last inside the product's pipeline (the list bench's hand-written yardstick) */
  routes?: (app: FastifyInstance, services: Services) => void;
}

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { db } = opts;
  const registry = opts.registry ?? (await loadSchemas());
  const hooks = await loadHooks(registry);
  await syncTables(db, registry);
  await refreshSearchText(db, registry);

  const config: Config = {
    jwtSecret: opts.config?.jwtSecret ?? (await jwtSecret(db)),
    loginLimit: opts.config?.loginLimit ?? { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 },
    bodyLimit: opts.config?.bodyLimit ?? 1024 * 1024,
    publicUrl: publicUrl(opts.config?.publicUrl ?? process.env.PUBLIC_URL),
    mailAttachmentLimit: opts.config?.mailAttachmentLimit ?? mailAttachmentLimit(process.env.MAIL_ATTACHMENT_LIMIT_MB),
  };
  const principals = principalCache(db, registry, (err) => app.log.error({ err }, 'could not tell other processes about an access change'));
  const services: Services = {
    db, registry, config, principals,
    items: undefined as unknown as Items,
    jobs: undefined as unknown as Jobs,
    syncJobs: undefined as unknown as Jobs,
    environments: createEnvironments(opts.environments ?? environmentsFromEnv(process.env), db, registry),
    mailer: undefined as unknown as Mailer,
    geocoder: opts.geocoder ?? createGeocoder(),
    translator: opts.translator !== undefined ? opts.translator : createTranslator(),
    loyalty: opts.loyalty ?? createLoyaltyProviders(),
    pos: opts.pos ?? createPosProviders(),
    sepa: opts.sepa !== undefined ? opts.sepa : createSepaProvider(),
    paypal: opts.paypal !== undefined ? opts.paypal : createPayPalClient(),
    delfi: opts.delfi !== undefined ? opts.delfi : createDelfiClient(),
    onWrite: (entity) => {
      // Entities declared `x-shapes-access` (users, roles, venues, labels, groups) decide what a principal may see.
      if (entity.def['x-shapes-access']) principals.invalidate();
    },
  };
  // The service needs the container it lives in (hooks call back into it).
  services.items = new ItemsService({ ...services, hooks });
  services.jobs = new JobRunner(services, JOB_HANDLERS);
  services.syncJobs = new JobRunner(services, SYNC_HANDLERS, 300, (err) => console.error('sync job worker:', err), 'syncJob');
  services.mailer = opts.mailer ?? createMailer(services);

  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: config.bodyLimit,
    // Errors raised before routing (broken percent-encoding, an over-long path parameter) leave
    // in the error table's shape too.
    frameworkErrors: (err, req, reply) => errorHandler(err, req, reply),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // Before any route: a route that says nothing about who may call it does not start.
  routeAccess(app);

  const bodyAjv = makeAjv('body');
  const paramsAjv = makeAjv('params');
  lazyRouteCompilers(app, (httpPart) => (httpPart === 'body' ? bodyAjv : paramsAjv));
  app.setErrorHandler(errorHandler);
  // Before any route, so every answer (and the routes' own `helmet` options) goes through it.
  await registerSecurityHeaders(app, config);

  // The version is package.json's, the one source of it (the admin's footer shows the same).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'backoffice API', version: pkg.version, description: 'Generated from schemas/ — see README.md', license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
    transformObject: completeDocument,
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });

  // Multipart bodies bypass bodyLimit; the upload limits apply instead (errors: errorHandler).
  await app.register(multipart, { limits: uploadLimits });

  app.addSchema(sessionSchema);
  app.addSchema({ $id: 'apiError', ...apiErrorSchema });
  for (const entity of registry.values()) addEntitySchemas(app, entity);
  authPlugin(app, services);
  for (const entity of registry.values()) {
    registerEntityRoutes(app, services, entity);
    registerEntityActions(app, services, entity, hooks.get(entity.id)?.actions);
    hooks.get(entity.id)?.routes?.(app, services);
  }
  passwordResetRoutes(app, services);
  userPasswordRoutes(app, services);
  mfaRoutes(app, services);
  filesRoutes(app, services);
  fieldUploadRoutes(app, services);
  foodcardIoRoutes(app, services);
  statisticRoutes(app, services);
  opts.routes?.(app, services);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await apiReferenceRoutes(app);
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));

  const adminDir = opts.adminDir;
  const adminServed = !!adminDir && fs.existsSync(path.join(adminDir, 'index.html'));
  if (adminServed) await serveAdmin(app, adminDir);
  app.setNotFoundHandler((req, reply) => {
    // Admin routes are client-side: any GET outside /api gets the app, which shows its own 404.
    if (adminServed && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.url)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const err = new AppError('ROUTE_NOT_FOUND', { method: req.method, url: req.url.split('?')[0] });
    return reply.status(404).send(errorBody(err));
  });

  const background = [...hooks.values()].flatMap((h) => (h.background ? [h.background(services)] : []));
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.syncJobs.stop();
    await Promise.all(background.map((b) => b.stop()));
    await services.environments.close();
  });
  await app.ready();
  if (opts.jobs !== 'manual') {
    services.jobs.start();
    services.syncJobs.start();
    for (const b of background) b.start();
  }
  return { app, services };
}
