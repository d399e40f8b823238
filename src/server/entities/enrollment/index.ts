import { defineHooks, type ActionContext } from '../../crud/EntityHooks';

/** Accepting activates the device; either decision records the reviewer and the comment. */
function review(ctx: ActionContext, decision: 'accepted' | 'rejected') {
  const data = { enrollmentStatus: decision, isActive: decision === 'accepted', comment: ctx.body.comment, reviewerId: ctx.principal.userId };
  return ctx.services.items.update(ctx.entity, ctx.principal, ctx.params.id, data, {}, decision === 'accepted' ? 'accept' : 'reject');
}

const hooks = defineHooks('enrollment', {
  actions: {
    accept: (ctx) => review(ctx, 'accepted'),
    reject: (ctx) => review(ctx, 'rejected'),
  },
});

export default hooks;
