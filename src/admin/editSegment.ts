import type { Entity } from '../core/registry';

/** The edit screen's path segment below `/<resource>/{id}/`: `edit`, or the schema's `x-ui.editPath` (cup codes: `editt`). */
export function editSegment(entity: Entity | undefined): string {
  return entity?.def['x-ui']?.editPath ?? 'edit';
}
