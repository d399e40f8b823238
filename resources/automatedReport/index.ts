import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/** Automated reports: the generated screens, with "Send now" on edit. */
const override: ResourceOverride = {
  edit: lazyView(() => import('./AutomatedReportEdit'), (m) => m.AutomatedReportEdit),
};

export default override;
