import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { MaintenancePage } from './MaintenancePage';

/** /maintenance is a switch, not a list; the sidebar and the server gate it on maintenance create or update. */
const override: ResourceOverride = {
  list: MaintenancePage,
  listAccess: ['maintenance.create', 'maintenance.update'],
};

export default override;
