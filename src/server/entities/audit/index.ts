import { defineHooks } from '../../crud/EntityHooks';
import { activityLogExportRoute } from './activityLogExportRoute';

/** The audit log is written by the crud layer; its home adds the activity log export (spec part 2 §2). */
export default defineHooks('audit', {
  routes(app, services) {
    activityLogExportRoute(app, services);
  },
});
