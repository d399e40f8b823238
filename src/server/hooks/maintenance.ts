import { systemPrincipal } from '../access/systemPrincipal';
import type { ActionContext, EntityHooks } from './EntityHooks';

async function current(ctx: ActionContext) {
  const rows = await ctx.services.items.all(ctx.entity, systemPrincipal, { filters: {}, ranges: {}, sort: 'createdAt', direction: 'asc' });
  return rows[0];
}

/** Switches the one maintenance record (created on first use), audited with the caller as actor. */
async function setActive(ctx: ActionContext, active: boolean) {
  const row = await current(ctx);
  const saved = row
    ? await ctx.services.items.update(ctx.entity, ctx.principal, row._id, { active }, {}, active ? 'enable' : 'disable')
    : await ctx.services.items.create(ctx.entity, ctx.principal, { active });
  return { active: !!saved.active };
}

const hooks: EntityHooks = {
  actions: {
    status: async (ctx) => ({ active: !!(await current(ctx))?.active }),
    enable: (ctx) => setActive(ctx, true),
    disable: (ctx) => setActive(ctx, false),
  },
};

export default hooks;
