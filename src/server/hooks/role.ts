import { SYSTEM_USER } from '../access/systemPrincipal';
import { AppError } from '../errors';
import type { EntityHooks } from './EntityHooks';

/** System roles (admin and the seeded ones) are read-only: spec part 1 section 5. */
const hooks: EntityHooks = {
  beforeUpdate(_ctx, _patch, previous) {
    if (previous.isSystem) throw new AppError('SYSTEM_ROLE', {}, [{ path: 'isSystem', message: 'System roles cannot be changed.' }]);
  },
  beforeDelete(_ctx, previous) {
    if (previous.isSystem) throw new AppError('SYSTEM_ROLE', {}, [{ path: 'isSystem', message: 'System roles cannot be changed.' }]);
  },
  beforeCreate(ctx, data) {
    // Only the platform (seed) creates system roles; everybody else's roles are editable.
    if (ctx.principal.userId !== SYSTEM_USER || data.isSystem !== true) data.isSystem = false;
  },
};

export default hooks;
