import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/** The create screen is for everybody signed in and targets the selected venue; list and edit stay generated (admins). */
const override: ResourceOverride = {
  create: lazyView(() => import('./EmployeeNotificationCreate'), (m) => m.EmployeeNotificationCreate),
};

export default override;
