import { uniqueRoute } from '../crud/isUnique';
import type { EntityHooks } from './EntityHooks';

/** The spec's label check sends `readableId`; for a label that is its slug. */
const hooks: EntityHooks = {
  routes(app, services) {
    app.post('/api/v1/general/validation/venueLabel', uniqueRoute(services, 'venueLabel', 'slug', 'readableId'));
  },
};

export default hooks;
