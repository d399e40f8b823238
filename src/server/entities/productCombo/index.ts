import type { Doc } from '../../crud/rowToRecord';
import { invalid, ruleError } from '../../errors';
import { defineHooks } from '../../crud/EntityHooks';
import { searchHooks } from '../../search/searchHooks';

/** A deal of fewer parts is just an article with a price. */
const MIN_ACTIVE_SLOTS = 2;

interface Slot {
  articles?: string[];
  options?: string[];
}

/**
 * Every slot offers at least one article or option group (the items service checks that they are
 * the combo's venue's, as every reference); an active combo has at least two slots (one created
 * inactive may be filled in later).
 */
function check(doc: Doc): void {
  const slots: Slot[] = Array.isArray(doc.slots) ? doc.slots : [];
  for (const [i, slot] of slots.entries()) {
    if (!slot.articles?.length && !slot.options?.length) {
      throw invalid([ruleError(`slots.${i}.articles`, 'comboSlotEmpty')]);
    }
  }
  if (doc.isActive === true && slots.length < MIN_ACTIVE_SLOTS) {
    throw invalid([ruleError('isActive', 'comboTooFewSlots', { count: MIN_ACTIVE_SLOTS })]);
  }
}

const hooks = defineHooks('productCombo', {
  async beforeCreate(ctx, data) {
    check(data);
    await searchHooks.beforeCreate!(ctx, data);
  },
  async beforeUpdate(ctx, patch, previous) {
    if ('slots' in patch || 'isActive' in patch) check({ ...previous, ...patch });
    await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
});

export default hooks;
