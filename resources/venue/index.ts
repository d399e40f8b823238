import { withTexts } from '../../src/admin/i18n/withTexts';
import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/**
 * Venue edit with the lifecycle buttons, the simple create/edit, and the spec's lifecycle routes below
 * /venue/{id}; each screen loads the venue screens' texts with it (and the sync job's, for copy, migrate, sync).
 */
const override: ResourceOverride = {
  edit: lazyView(() => withTexts('venueScreens', import('./VenueEdit')), (m) => m.VenueEdit),
  routes: [
    { path: 'create/simple', component: lazyView(() => withTexts('venueScreens', import('./VenueSimpleForms')), (m) => m.VenueSimpleCreatePage) },
    { path: ':id/edit/simple', component: lazyView(() => withTexts('venueScreens', import('./VenueSimpleForms')), (m) => m.VenueSimpleEditPage) },
    { path: ':id/verify', component: lazyView(() => withTexts('venueScreens', import('./VenueConfirmStep')), (m) => m.VenueVerifyPage) },
    { path: ':id/publish', component: lazyView(() => withTexts('venueScreens', import('./VenueConfirmStep')), (m) => m.VenuePublishPage) },
    { path: ':id/panic', component: lazyView(() => withTexts('venueScreens', import('./VenuePanicPage')), (m) => m.VenuePanicPage) },
    // copy and migrate run as sync jobs (their screens live with the job, resources/syncJob)
    { path: ':id/copy', component: lazyView(() => withTexts(['venueScreens', 'syncJob'], import('../syncJob/VenueCopyPage')), (m) => m.VenueCopyPage) },
    { path: ':id/migrate', component: lazyView(() => withTexts(['venueScreens', 'syncJob'], import('../syncJob/VenueMigratePage')), (m) => m.VenueMigratePage) },
    { path: ':id/sync', component: lazyView(() => withTexts(['venueScreens', 'syncJob'], import('../syncJob/VenueSyncPage')), (m) => m.VenueSyncPage) },
    { path: 'foodcard/copy', component: lazyView(() => withTexts('syncJob', import('../syncJob/FoodcardCopyPage')), (m) => m.FoodcardCopyPage) },
  ],
};

export default override;
