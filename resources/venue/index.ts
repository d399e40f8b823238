import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { VenuePublishPage, VenueVerifyPage } from './VenueConfirmStep';
import { VenueSimpleCreatePage, VenueSimpleEditPage } from './VenueSimpleForms';
import { VenueEdit } from './VenueEdit';
import { VenuePanicPage } from './VenuePanicPage';

/** Venue edit with the lifecycle buttons, the simple create/edit, and the spec's lifecycle routes below /venue/{id}. */
const override: ResourceOverride = {
  edit: VenueEdit,
  routes: [
    { path: 'create/simple', component: VenueSimpleCreatePage },
    { path: ':id/edit/simple', component: VenueSimpleEditPage },
    { path: ':id/verify', component: VenueVerifyPage },
    { path: ':id/publish', component: VenuePublishPage },
    { path: ':id/panic', component: VenuePanicPage },
  ],
};

export default override;
