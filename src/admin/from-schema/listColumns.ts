import type { Entity } from '../../core/registry';
import { isTranslatableProp } from '../../core/translatable';
import { propType } from './propType';

export interface ListColumn {
  name: string;
  prop: any;
  toggle: boolean;
  sortable: boolean;
}

/**
 * Columns of the generated list: properties with `x-ui.list`, in declaration order. Without
 * any, the title field stands in so the grid is never empty. Top-level scalars and translatable
 * texts sort (the server's rule for `sort`; a translatable one in the reader's language).
 */
export function listColumns(entity: Entity): ListColumn[] {
  const props = entity.def.properties;
  let names = Object.keys(props).filter((k) => props[k]['x-ui']?.list && !entity.hidden.includes(k));
  if (!names.length) {
    const title = entity.def['x-ui']?.titleField ?? (props.name ? 'name' : Object.keys(props)[0]);
    names = title ? [title] : [];
  }
  return names.map((name) => {
    const type = propType(props[name]);
    return { name, prop: props[name], toggle: props[name]['x-ui']?.list === 'toggle', sortable: (type !== 'array' && type !== 'object') || isTranslatableProp(props[name]) };
  });
}

/**
 * The column naming the record (the title field, else the first column): a link to the record
 * in the grid, the primary line of the phone list.
 */
export function titleColumn(entity: Entity, columns: ListColumn[] = listColumns(entity)): ListColumn | undefined {
  const title = entity.def['x-ui']?.titleField ?? 'name';
  return columns.find((c) => c.name === title) ?? columns[0];
}
