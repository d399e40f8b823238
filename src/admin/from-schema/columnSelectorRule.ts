import { PERMISSIONS } from '../../core/permissions';
import type { Entity } from '../../core/registry';

/**
 * Who may choose a list's columns: where the vocabulary has `<name>.table.column.selector` for
 * the entity's view permission `<name>.view` (articles, option groups, option articles; spec
 * part 2 §6), that permission; elsewhere everyone (null).
 */
export function columnSelectorRule(entity: Entity): string | null {
  const view = entity.def['x-access'].view;
  if (typeof view !== 'string' || !view.endsWith('.view')) return null;
  const rule = `${view.slice(0, -'.view'.length)}.table.column.selector`;
  return PERMISSIONS.includes(rule) ? rule : null;
}
