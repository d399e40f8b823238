import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { PromoList } from './PromoList';

/** /promo: the list (per venue or global), plus generation, Teedeli codes, exports and the venue switch. */
const override: ResourceOverride = {
  list: PromoList,
  routes: [
    { path: 'export', component: lazyView(() => import('./PromoExportPage'), (m) => m.PromoExportPage) },
    { path: 'create/multiple', component: lazyView(() => import('./PromoGeneratePage'), (m) => m.PromoGenerateMultiplePage) },
    { path: 'create/teedeli', component: lazyView(() => import('./PromoGeneratePage'), (m) => m.PromoGenerateTeedeliPage) },
    { path: 'disable', component: lazyView(() => import('./PromoDisablePage'), (m) => m.PromoDisablePage) },
  ],
};

export default override;
