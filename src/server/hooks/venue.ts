import { uniqueRoute } from '../crud/isUnique';
import type { EntityHooks } from './EntityHooks';

const hooks: EntityHooks = {
  routes(app, services) {
    app.post('/api/v1/general/validation/readableId', uniqueRoute(services, 'venue', 'readableId'));
  },
};

export default hooks;
