import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { EmployeeNotificationCreate } from './EmployeeNotificationCreate';

/** The create screen is for everybody signed in and targets the selected venue; list and edit stay generated (admins). */
const override: ResourceOverride = {
  create: EmployeeNotificationCreate,
};

export default override;
