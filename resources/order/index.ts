import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { lazyView } from '../../src/admin/lazyView';
import { OrderList } from './OrderList';

/** /orders (Finances): the order list with its filters, and the order view with logs, payments and retry. */
const override: ResourceOverride = {
  list: OrderList,
  show: lazyView(() => import('./OrderShow'), (m) => m.OrderShow),
};

export default override;
