import { defineHooks, type ActionContext } from '../../crud/EntityHooks';
import { AppError } from '../../errors';
import type { Items } from '../../crud/Items';
import { assertVenueAllowed } from '../../rules/assertVenueAllowed';
import { liveMonth, parseProvisionQuery, provisionMonths } from './provisionMonths';
import { checkMonth } from './provisionMonth';
import { provisionListRoute } from './provisionListRoute';
import { sumMinor } from '../../../core/money';

type Status = 'notClaimed' | 'waiting' | 'success';
/** Allowed transitions: the status a change needs before, and its log action. */
const TRANSITIONS: Record<Status, { from: Status; action: 'claim' | 'reset' | 'confirm'; error: 'PROVISION_CLAIMED' | 'PROVISION_NOT_CLAIMED' | 'PROVISION_NOT_WAITING' }> = {
  waiting: { from: 'notClaimed', action: 'claim', error: 'PROVISION_CLAIMED' },
  notClaimed: { from: 'waiting', action: 'reset', error: 'PROVISION_NOT_CLAIMED' },
  success: { from: 'waiting', action: 'confirm', error: 'PROVISION_NOT_WAITING' },
};

/** The stored row of a venue's month, read in the caller's transaction. */
async function storedMonth(items: Items, ctx: ActionContext, venue: string, month: string) {
  const [row] = await items.all(ctx.entity, ctx.principal, { filters: { venue: [venue], month: [month] }, ranges: {}, sort: 'month', direction: 'desc' });
  return row;
}

/** Checks the path's venue (404 outside the caller's tenant or unknown) and the month (400/422). */
async function target(ctx: ActionContext): Promise<{ venue: string; month: string }> {
  assertVenueAllowed(ctx.principal, ctx.params.venue);
  const month = checkMonth(ctx.query.month);
  return { venue: ctx.params.venue, month };
}

/** Resets and confirmations change a stored claim; the status check runs on the locked row (beforeUpdate). */
async function change(ctx: ActionContext, to: 'notClaimed' | 'success') {
  const { venue, month } = await target(ctx);
  await liveMonth(ctx.services, ctx.principal, venue, month);
  const row = await storedMonth(ctx.services.items, ctx, venue, month);
  if (!row) throw new AppError(TRANSITIONS[to].error);
  const patch = to === 'notClaimed' ? { status: to, claimedAt: null, claimedBy: null, confirmedAt: null } : { status: to, confirmedAt: new Date().toISOString() };
  return ctx.services.items.update(ctx.entity, ctx.principal, String(row._id), patch, {}, TRANSITIONS[to].action);
}

/**
 * Provision per venue and month: the list and total computed from the orders and the stored
 * claims, and the claim's life (claim → waiting, confirm → success, reset → notClaimed), each
 * logged on the row and audited. The status check runs in `beforeUpdate` on the row the update
 * has locked, and the first claim inserts under the (venue, month) unique index, so concurrent
 * claims make one claim and 409s.
 */
const hooks = defineHooks('provision', {
  routes(app, services) {
    provisionListRoute(app, services);
  },
  beforeUpdate(ctx, patch, previous) {
    const to = patch.status as Status | undefined;
    if (!to) return;
    const rule = TRANSITIONS[to];
    if ((previous.status ?? 'notClaimed') !== rule.from) throw new AppError(rule.error);
    const entry = { at: new Date().toISOString(), by: ctx.principal.email || ctx.principal.name, action: rule.action, from: previous.status, to };
    patch.logs = [...(previous.logs ?? []), entry];
  },
  actions: {
    async total(ctx) {
      const { filters } = parseProvisionQuery(ctx.entity, ctx.query);
      const all = await provisionMonths(ctx.services, ctx.entity, ctx.principal, filters);
      const currencies = [...new Set(all.map((m) => m.currency))];
      // Sums per currency: amounts of different currencies are never added up.
      return {
        months: all.length,
        totals: currencies.map((currency) => {
          const of = all.filter((m) => m.currency === currency);
          return { currency, revenue: sumMinor(of.map((m) => m.revenue)), provision: sumMinor(of.map((m) => m.provision)), orderCount: sumMinor(of.map((m) => m.orderCount)) };
        }),
      };
    },
    async claim(ctx) {
      const { venue, month } = await target(ctx);
      const amounts = await liveMonth(ctx.services, ctx.principal, venue, month);
      const claim = { status: 'waiting', claimedAt: new Date().toISOString(), claimedBy: ctx.principal.email || ctx.principal.name, ...amounts };
      const row = await storedMonth(ctx.services.items, ctx, venue, month);
      if (row) return ctx.services.items.update(ctx.entity, ctx.principal, String(row._id), claim, {}, 'claim');
      try {
        const log = { at: claim.claimedAt, by: claim.claimedBy, action: 'claim', from: 'notClaimed', to: 'waiting' };
        return await ctx.services.items.create(ctx.entity, ctx.principal, { venue, month, ...claim, logs: [log] });
      } catch (err) {
        // Another claim of the month stored its row first (the unique index said so).
        if (err instanceof AppError && err.code === 'VALIDATION' && err.errors?.some((e) => e.code === 'taken')) throw new AppError('PROVISION_CLAIMED');
        throw err;
      }
    },
    reset: (ctx) => change(ctx, 'notClaimed'),
    confirm: (ctx) => change(ctx, 'success'),
    async logs(ctx) {
      const { venue, month } = await target(ctx);
      await liveMonth(ctx.services, ctx.principal, venue, month);
      const row = await storedMonth(ctx.services.items, ctx, venue, month);
      return (row?.logs as unknown[] | undefined) ?? [];
    },
  },
});

export default hooks;
