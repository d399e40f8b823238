import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { SyncJobList } from './SyncJobList';

/** /sync: the sync jobs with progress, entries and stop; /sync/create and /sync/upsell start syncs (the copy and migrate screens sit below /venue, resources/venue). */
const override: ResourceOverride = {
  list: SyncJobList,
  routes: [
    { path: 'create', component: lazyView(() => import('./SyncCreatePage'), (m) => m.SyncCreatePage) },
    { path: 'upsell', component: lazyView(() => import('./SyncCreatePage'), (m) => m.SyncUpsellPage) },
  ],
};

export default override;
