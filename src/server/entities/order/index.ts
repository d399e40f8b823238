import { defineHooks } from '../../crud/EntityHooks';
import { orderLogs } from './orderLogs';
import { orderRetryPatch, retryOrder } from './retryOrder';
import { testOrder } from './testOrder';

/** Orders: their logs (GET v2/order/log), retry with a status and the order test. */
export default defineHooks('order', {
  beforeUpdate(_ctx, patch, previous) {
    orderRetryPatch(patch as Record<string | symbol, unknown>, previous);
  },
  actions: { log: orderLogs, retry: retryOrder, test: testOrder },
});
