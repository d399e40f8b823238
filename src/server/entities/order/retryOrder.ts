import { ORDER_STATUSES } from '../../../../schemas/order';
import type { ActionContext } from '../../crud/EntityHooks';
import { invalid, ruleError } from '../../errors';

/** Marks a patch as a retry; the order's beforeUpdate turns it into a log entry (see orderRetryPatch). */
export const RETRY = Symbol('orderRetry');

export interface RetryMark {
  status: string;
  by: string;
}

/**
 * PATCH v2/order/{order}/retry {status} (`{id}` in the declaration) (order.retry): sets one of the spec §4 statuses and appends
 * a back-office log entry naming who set what. The entry is built in beforeUpdate from the row read
 * under the update's lock, so two retries at once each keep their entry. Audited as `retry`.
 */
export async function retryOrder({ entity, principal, params, body, services }: ActionContext) {
  // another tenant's order is a 404 whatever the body says
  await services.items.show(entity, principal, params.id);
  const status = body?.status;
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw invalid([ruleError('status', 'orderStatusUnknown', { statuses: ORDER_STATUSES.join(', ') })]);
  }
  const mark: RetryMark = { status, by: principal.name || principal.email };
  return services.items.update(entity, principal, params.id, { status, [RETRY]: mark }, {}, 'retry');
}

/** The log entry of a retry, appended to the order's logs (in the update's transaction). */
export function orderRetryPatch(patch: Record<string | symbol, unknown>, previous: { status?: string; logs?: unknown[] }): void {
  const mark = patch[RETRY] as RetryMark | undefined;
  if (!mark) return;
  delete patch[RETRY];
  const entry = {
    level: 'info', source: 'backoffice', at: new Date().toISOString(), by: mark.by,
    message: `Retried with status ${mark.status} (was ${previous.status ?? 'none'}) by ${mark.by}`,
  };
  patch.logs = [...(previous.logs ?? []), entry];
}
