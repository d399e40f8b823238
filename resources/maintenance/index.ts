import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { MaintenancePage } from './MaintenancePage';

/** /maintenance is a switch, not a list; the sidebar, this route and the server open it to admins only. */
const override: ResourceOverride = {
  list: MaintenancePage,
  listAccess: 'admin',
};

export default override;
