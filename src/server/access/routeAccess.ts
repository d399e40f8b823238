import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AccessRule } from '../../core/permissions';
import { isPublicRoute } from './publicRoutes';
import { documentStepUp } from './documentStepUp';
import type { StepUp } from './stepUpFor';

/** A route as it was declared, with the access rule that decides who may call it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessRule;
  /** needs a fresh second factor from a caller with MFA on (see stepUpFor) */
  stepUp?: StepUp;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route of the app and its access rule (contract tests derive their cases from it) */
    declaredRoutes: DeclaredRoute[];
  }
}

/**
 * Fails closed at start: every route either is in the public list or declares who may call it
 * (`config.access`). A route declaring nothing would otherwise be served to anybody; a route
 * declaring 'public' without being in the list would be public where nobody reviews it. Must be
 * added before any route is registered (plugins registered later inherit it).
 */
export function routeAccess(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    const name = `${methods.join(',')} ${route.url}`;
    const declared = (route.config as { access?: AccessRule } | undefined)?.access;
    let access: AccessRule;
    if (methods.every((m) => isPublicRoute(m, route.url))) {
      if (declared !== undefined && declared !== 'public') throw new Error(`${name} is in the public list but declares access ${JSON.stringify(declared)}`);
      route.config = { ...route.config, access: 'public' };
      access = 'public';
    } else if (declared === undefined) {
      throw new Error(`${name} declares no access rule (config.access) and is not in the public list`);
    } else if (declared === 'public') {
      throw new Error(`${name} declares access 'public' but is not in src/server/access/publicRoutes.ts`);
    } else access = declared;
    const stepUp = (route.config as { stepUp?: StepUp } | undefined)?.stepUp;
    if (stepUp !== undefined) {
      if (access === 'public') throw new Error(`${name} is public and cannot ask for a second factor (stepUp)`);
      documentStepUp(route, stepUp);
    }
    for (const method of methods) routes.push({ method, url: route.url, access, ...(stepUp !== undefined ? { stepUp } : {}) });
  });
}
