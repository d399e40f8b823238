import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { UpsellsPage } from './UpsellsPage';

/** /upsells is one page with a form per type (a venue holds one upsell per type), not a list. */
const override: ResourceOverride = {
  list: UpsellsPage,
};

export default override;
