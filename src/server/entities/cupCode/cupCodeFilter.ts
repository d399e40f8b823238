import type { Entity } from '../../../core/registry';
import { parseListQuery, type ListQuery } from '../../crud/parseListQuery';
import { invalid } from '../../errors';

/**
 * The list filters of a filter call (bulk delete, export): the list's own `key[]=value`,
 * `key[gte]=`, `key[lte]=` and `q`; paging and sort keys are ignored. `required`: at least one
 * filter, so "delete by filter" never means "delete everything" by accident.
 */
export function cupCodeFilter(entity: Entity, query: Record<string, unknown>, required: boolean): Pick<ListQuery, 'filters' | 'ranges' | 'q'> {
  const { filters, ranges, q } = parseListQuery(entity, query, false);
  const some = Object.values(filters).some((v) => v.length) || Object.keys(ranges).length > 0 || !!q;
  if (required && !some) throw invalid([{ path: 'filter', message: 'Choose at least one filter: deleting by filter never deletes every code.', code: 'required' }]);
  return { filters, ranges, q };
}
