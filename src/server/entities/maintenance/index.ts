import { systemPrincipal } from '../../access/systemPrincipal';
import { AppError } from '../../errors';
import { defineHooks, type ActionContext } from '../../crud/EntityHooks';

async function current(ctx: ActionContext) {
  const rows = await ctx.services.items.all(ctx.entity, systemPrincipal, { filters: {}, ranges: {}, sort: 'createdAt', direction: 'asc' });
  return rows[0];
}

/**
 * Switches the one maintenance record (created on first use), audited with the caller as actor.
 * Two first enables at once (two processes): the record's unique `slot` lets one create succeed;
 * the other is refused by the index and switches the record the winner created.
 */
async function setActive(ctx: ActionContext, active: boolean) {
  const update = (id: string) => ctx.services.items.update(ctx.entity, ctx.principal, id, { active }, {}, active ? 'enable' : 'disable');
  const row = await current(ctx);
  if (row) return { active: !!(await update(row._id)).active };
  try {
    return { active: !!(await ctx.services.items.create(ctx.entity, ctx.principal, { active })).active };
  } catch (err) {
    const winner = err instanceof AppError && err.code === 'VALIDATION' ? await current(ctx) : undefined;
    if (!winner) throw err;
    return { active: !!(await update(winner._id)).active };
  }
}

const hooks = defineHooks('maintenance', {
  actions: {
    status: async (ctx) => ({ active: !!(await current(ctx))?.active }),
    enable: (ctx) => setActive(ctx, true),
    disable: (ctx) => setActive(ctx, false),
  },
});

export default hooks;
