import type { Doc } from '../../crud/rowToRecord';
import { invalid, ruleError } from '../../errors';
import { assertAllInVenue } from '../../rules/assertAllInVenue';
import { defineHooks, type HookContext } from '../../crud/EntityHooks';
import { searchHooks } from '../../search/searchHooks';

/** A deal of fewer parts is just an article with a price. */
const MIN_ACTIVE_SLOTS = 2;

interface Slot {
  articles?: string[];
  options?: string[];
}

/**
 * Every slot offers at least one article or option group of the combo's venue; an active combo
 * has at least two slots (one created inactive may be filled in later).
 */
async function check(ctx: HookContext, doc: Doc, venue: unknown): Promise<void> {
  const slots: Slot[] = Array.isArray(doc.slots) ? doc.slots : [];
  for (const [i, slot] of slots.entries()) {
    if (!slot.articles?.length && !slot.options?.length) {
      throw invalid([ruleError(`slots.${i}.articles`, 'comboSlotEmpty')]);
    }
    await assertAllInVenue(ctx.trx, ctx.services, 'article', slot.articles, venue, `slots.${i}.articles`);
    await assertAllInVenue(ctx.trx, ctx.services, 'option', slot.options, venue, `slots.${i}.options`);
  }
  if (doc.isActive === true && slots.length < MIN_ACTIVE_SLOTS) {
    throw invalid([ruleError('isActive', 'comboTooFewSlots', { count: MIN_ACTIVE_SLOTS })]);
  }
}

const hooks = defineHooks('productCombo', {
  async beforeCreate(ctx, data) {
    await check(ctx, data, data.venue);
    await searchHooks.beforeCreate!(ctx, data);
  },
  async beforeUpdate(ctx, patch, previous) {
    if ('slots' in patch || 'isActive' in patch) await check(ctx, { ...previous, ...patch }, previous.venue);
    await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
});

export default hooks;
