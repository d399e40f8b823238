import type { AnyHooks } from '../crud/EntityHooks';
import { searchText } from './searchText';

/** Keeps the stored `search` field in step with name, number and optionNumber on every write. */
export const searchHooks: Pick<AnyHooks, 'beforeCreate' | 'beforeUpdate' | 'beforeUpdateMany'> = {
  beforeCreate(_ctx, data) {
    data.search = searchText(data);
  },
  beforeUpdate(_ctx, patch, previous) {
    if ('name' in patch || 'number' in patch || 'optionNumber' in patch) patch.search = searchText({ ...previous, ...patch });
  },
  // Reads nothing: the same per row.
  beforeUpdateMany(ctx, rows) {
    for (const { patch, previous } of rows) searchHooks.beforeUpdate!(ctx, patch, previous);
  },
};
