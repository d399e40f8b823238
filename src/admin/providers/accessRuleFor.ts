import type { AccessRule } from '../../core/permissions';
import type { Entity } from '../../core/registry';

/**
 * The x-access rule behind a react-admin action, mirroring the server's accessFor(): an
 * operation the schema leaves without a rule is admin-only there, so it is here too.
 * x-actions are found by name. Unknown actions are admin-only (fail closed).
 */
/** The react-admin actions ruled by x-access; any other name is one of the entity's x-actions. */
const SCREEN_ACTIONS = new Set(['list', 'show', 'read', 'export', 'create', 'clone', 'edit', 'update', 'write', 'delete']);

export const isEntityAction = (action: string): boolean => !SCREEN_ACTIONS.has(action);

export function accessRuleFor(entity: Entity, action: string): AccessRule {
  const access = entity.def['x-access'];
  switch (action) {
    case 'list':
    case 'show':
    case 'read':
    case 'export':
      return access.view;
    case 'create':
    case 'clone':
      return access.create ?? 'admin';
    case 'edit':
    case 'update':
    case 'write':
      return access.update ?? 'admin';
    case 'delete':
      return access.delete ?? 'admin';
    default:
      return entity.def['x-actions']?.[action]?.access ?? 'admin';
  }
}
