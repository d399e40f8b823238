import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { InventoryPage } from './InventoryPage';

/** The inventory list is the grouped stock per product; create and edit stay generated. */
const override: ResourceOverride = {
  list: InventoryPage,
};

export default override;
