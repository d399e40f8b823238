import { defineHooks } from '../../crud/EntityHooks';
import { tipExportRoute } from './tipExportRoute';
import { tipReport } from './tipReport';

/**
 * Tips: computed from the venue's paid orders (schemas/tip.ts), never stored. The report is the
 * schema's `report` action (v2); its CSV export sits under v1/export like the other exports.
 */
const hooks = defineHooks('tip', {
  actions: {
    report: ({ services, principal, params, query }) => tipReport(services, principal, params, query.type),
  },
  routes(app, services) {
    tipExportRoute(app, services);
  },
});

export default hooks;
