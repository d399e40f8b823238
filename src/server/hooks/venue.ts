import { checkAccess } from '../../core/permissions';
import { uniqueRoute } from '../crud/isUnique';
import { AppError } from '../errors';
import type { ActionContext, EntityHooks } from './EntityHooks';

/** Sets lifecycle flags through the items service, so scope, audit and the transaction apply. */
function setFlags(ctx: ActionContext, flags: Record<string, unknown>, action: string) {
  return ctx.services.items.update(ctx.entity, ctx.principal, ctx.params.id, flags, {}, action);
}

const hooks: EntityHooks = {
  actions: {
    verify: (ctx) => setFlags(ctx, { verified: ctx.body?.verified ?? true }, 'verify'),
    publish: (ctx) => setFlags(ctx, { isPublished: ctx.body?.isPublished ?? true }, 'publish'),
    // null lifts the panic (the update drops null fields); a past time ends it as well.
    panic: (ctx) => setFlags(ctx, { panicEndAt: ctx.body.panicEndAt }, 'panic'),
    activateService: (ctx) => setFlags(ctx, { isServiceActivated: true }, 'activateService'),
    deactivateService: (ctx) => setFlags(ctx, { isServiceActivated: false }, 'deactivateService'),
    async setServiceActivated(ctx) {
      const value = ctx.params.isServiceActivated;
      if (value !== 'true' && value !== 'false') throw new AppError('BAD_REQUEST', { detail: 'isServiceActivated must be true or false' });
      const perm = value === 'true' ? 'venue.activate' : 'venue.deactivate';
      if (!checkAccess(ctx.principal, perm)) throw new AppError('FORBIDDEN', { permission: perm });
      return setFlags(ctx, { isServiceActivated: value === 'true' }, value === 'true' ? 'activateService' : 'deactivateService');
    },
  },
  routes(app, services) {
    app.post('/api/v1/general/validation/readableId', uniqueRoute(services, 'venue', 'readableId'));
  },
};

export default hooks;
