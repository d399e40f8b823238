import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { SeasonPassList } from './SeasonPassList';

const override: ResourceOverride = {
  list: SeasonPassList,
  routes: [{ path: 'upload', component: lazyView(() => import('./SeasonPassUploadPage'), (m) => m.SeasonPassUploadPage) }],
};

export default override;
