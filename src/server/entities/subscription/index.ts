import type { Doc } from '../../crud/rowToRecord';
import { defineHooks, type HookContext } from '../../crud/EntityHooks';
import { invalid, ruleError } from '../../errors';
import { assertVenueAllowed } from '../../rules/assertVenueAllowed';
import { searchHooks } from '../../search/searchHooks';
import { dropFromCategories } from './dropFromCategories';

/** Fields whose rules `check` judges; an update touching none of them skips it. */
const CHECKED = ['linkedCustomerGroup'];

const present = (v: unknown): boolean => v !== undefined && v !== null;

/**
 * The linked customer group is the venue's brand (the articles, as every reference, are checked by
 * the items service: the venue's own; an article costing at most an order is the schema's x-rules).
 */
async function check(ctx: HookContext, doc: Doc, venue: string): Promise<void> {
  if (present(doc.linkedCustomerGroup)) {
    const row = await ctx.trx.selectFrom('venue').select('customer_group').where('_id', '=', venue).executeTakeFirst();
    if (!row || row.customer_group !== doc.linkedCustomerGroup) {
      throw invalid([ruleError('linkedCustomerGroup', 'customerGroupOfVenue')]);
    }
  }
}

const hooks = defineHooks('subscription', {
  async beforeCreate(ctx, data) {
    // The venue comes in the body: checked (404 outside the caller's venues) before its articles are read.
    assertVenueAllowed(ctx.principal, data.venue);
    await check(ctx, data, data.venue);
    await searchHooks.beforeCreate!(ctx, data);
  },
  async beforeUpdate(ctx, patch, previous) {
    // Its articles and the categories holding it are the venue's and its brand's: moving it would
    // carry them into another tenant, so a subscription stays in its venue.
    if ('venue' in patch && patch.venue !== previous.venue) throw invalid([ruleError('venue', 'notChangeable')]);
    if (CHECKED.some((k) => k in patch)) await check(ctx, { ...previous, ...patch }, previous.venue);
    await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
  async afterDelete(ctx, previous) {
    await dropFromCategories(ctx, previous._id, previous.venue);
  },
});

export default hooks;
