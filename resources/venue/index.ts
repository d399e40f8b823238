import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/** Venue edit with the lifecycle buttons, the simple create/edit, and the spec's lifecycle routes below /venue/{id}. */
const override: ResourceOverride = {
  edit: lazyView(() => import('./VenueEdit'), (m) => m.VenueEdit),
  routes: [
    { path: 'create/simple', component: lazyView(() => import('./VenueSimpleForms'), (m) => m.VenueSimpleCreatePage) },
    { path: ':id/edit/simple', component: lazyView(() => import('./VenueSimpleForms'), (m) => m.VenueSimpleEditPage) },
    { path: ':id/verify', component: lazyView(() => import('./VenueConfirmStep'), (m) => m.VenueVerifyPage) },
    { path: ':id/publish', component: lazyView(() => import('./VenueConfirmStep'), (m) => m.VenuePublishPage) },
    { path: ':id/panic', component: lazyView(() => import('./VenuePanicPage'), (m) => m.VenuePanicPage) },
    // copy and migrate run as sync jobs (their screens live with the job, resources/syncJob)
    { path: ':id/copy', component: lazyView(() => import('../syncJob/VenueCopyPage'), (m) => m.VenueCopyPage) },
    { path: ':id/migrate', component: lazyView(() => import('../syncJob/VenueMigratePage'), (m) => m.VenueMigratePage) },
    { path: ':id/sync', component: lazyView(() => import('../syncJob/VenueSyncPage'), (m) => m.VenueSyncPage) },
    { path: 'foodcard/copy', component: lazyView(() => import('../syncJob/FoodcardCopyPage'), (m) => m.FoodcardCopyPage) },
  ],
};

export default override;
