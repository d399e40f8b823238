import { BULK_FLAGS } from '../../../schemas/_fragments/foodcard';
import type { Actions } from './EntityHooks';

/**
 * Handlers of the bulk flag calls an entity declares (activate, hide, priceLock, ...): one flag
 * set on every listed id of the venue in one transaction, audited under the action's name. An id
 * outside the venue fails the whole call (the items service's all-or-nothing rule).
 */
export function bulkFlagActions(): Actions {
  const out: Actions = {};
  for (const [action, [field, value]] of Object.entries(BULK_FLAGS)) {
    out[action] = ({ entity, principal, params, body, services }) =>
      services.items.bulkUpdate(entity, principal, body.ids, { [field]: value }, { venue: params.venue }, action);
  }
  return out;
}
