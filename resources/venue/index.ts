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
  ],
};

export default override;
