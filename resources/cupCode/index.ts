import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { CupCodeList } from './CupCodeList';

/**
 * Cup codes (spec part 2 §2, admin only): /cupCode/create generates a numbered batch (there is
 * no single-code form); the edit screen is at /cupCode/{id}/editt (x-ui.editPath).
 */
const override: ResourceOverride = {
  list: CupCodeList,
  create: lazyView(() => import('./CupCodeGenerate'), (m) => m.CupCodeGenerate),
};

export default override;
