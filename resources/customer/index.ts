import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { CustomerList } from './CustomerList';

const override: ResourceOverride = {
  list: CustomerList,
  routes: [{ path: 'import', component: lazyView(() => import('./CustomerImportPage'), (m) => m.CustomerImportPage) }],
};

export default override;
