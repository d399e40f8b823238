import { isAdmin } from '../../../core/permissions';
import { SYSTEM_USER } from '../../access/systemPrincipal';
import { AppError, invalid, ruleError } from '../../errors';
import { defineHooks, type HookContext } from '../../crud/EntityHooks';

/**
 * A role is how rights are handed out, so a non-admin puts into a role only rights it holds
 * itself (decision 13); rights the role already had are not checked again.
 */
function checkPermissions(ctx: HookContext, permissions: readonly string[] | null | undefined, before: readonly string[] = []): void {
  const p = ctx.principal;
  if (isAdmin(p) || !permissions) return;
  if (permissions.some((x) => !before.includes(x) && !p.permissions.includes(x))) {
    throw invalid([ruleError('permissions', 'rightsNotHeld')]);
  }
}

/**
 * A right listed twice means nothing more and breaks the schema's uniqueItems for every reader:
 * HTTP writes are refused by the schema (422), and writers inside the server (seed, registration
 * roles) are normalised here, keeping the first occurrence's order.
 */
function once<T extends { permissions?: readonly string[] | null }>(data: T): void {
  if (Array.isArray(data.permissions)) data.permissions = [...new Set(data.permissions)];
}

/** System roles (admin and the seeded ones) are read-only: spec part 1 section 5. */
const hooks = defineHooks('role', {
  beforeUpdate(ctx, patch, previous) {
    if (previous.isSystem) throw new AppError('SYSTEM_ROLE', {}, [ruleError('isSystem', 'systemRole')]);
    once(patch);
    checkPermissions(ctx, patch.permissions, previous.permissions);
  },
  beforeDelete(_ctx, previous) {
    if (previous.isSystem) throw new AppError('SYSTEM_ROLE', {}, [ruleError('isSystem', 'systemRole')]);
  },
  beforeCreate(ctx, data) {
    // Only the platform (seed) creates system roles; everybody else's roles are editable.
    if (ctx.principal.userId !== SYSTEM_USER || data.isSystem !== true) data.isSystem = false;
    once(data);
    checkPermissions(ctx, data.permissions);
  },
});

export default hooks;
