import type { ActionContext } from '../hooks/EntityHooks';

/** `DELETE … { <key>: [ids] }` of tags, trade groups and print groups: hard delete, all or nothing. */
export function hardDeleteManyAction(key: string) {
  return ({ entity, principal, body, services }: ActionContext) => services.items.bulkDelete(entity, principal, body[key], true);
}
