import type { ActionContext } from '../../crud/EntityHooks';

interface LogEntry {
  level?: string;
  source?: string;
  message?: string;
  at?: string;
  by?: string;
}

/**
 * GET v2/order/log?order=&page=&limit=&level=&source= (order.log.view): the logs of one order in
 * the caller's tenant (another tenant's order is a 404), oldest first, paged, filtered by level
 * and source (exact match). Logs live on the order (at most 1000), so paging happens here.
 */
export async function orderLogs({ entity, principal, query, services }: ActionContext) {
  const order = await services.items.show(entity, principal, String(query.order));
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 25);
  const logs = ((order.logs as LogEntry[] | undefined) ?? []).filter(
    (l) => (query.level === undefined || l.level === query.level) && (query.source === undefined || l.source === query.source),
  );
  return { order: String(order._id ?? order.id), total: logs.length, page, limit, logs: logs.slice((page - 1) * limit, page * limit) };
}
