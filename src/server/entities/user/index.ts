import { isAdmin } from '../../../core/permissions';
import { password as passwordRule } from '../../../core/validators';
import { MESSAGES_EN } from '../../../core/validationMessages';
import { findRole } from '../../access/findRole';
import { holdsRightsOf } from '../../access/holdsRightsOf';
import { allows } from '../../access/principal';
import { hashPassword } from '../../auth/password';
import { revokeTokensOnChange } from '../../auth/revokeTokensOnChange';
import { AppError, invalid, ruleError } from '../../errors';
import { registerRoutes } from '../../auth/registerRoutes';
import { registrationRequestRoutes } from './registrationRequestRoutes';
import { defineHooks, type HookContext } from '../../crud/EntityHooks';
import { parseDoc, type Doc } from '../../crud/rowToRecord';
import type { VenueLabelDoc } from '../../../core/entityTypes';

/** A non-admin may only hand out roles whose permissions it holds itself, and only its own venues. */
async function checkGrant(ctx: HookContext, data: Doc): Promise<void> {
  const p = ctx.principal;
  if (isAdmin(p)) return;
  if (data.role !== undefined && !(await holdsRightsOf(ctx.services, p, data.role, ctx.trx))) {
    throw invalid([ruleError('role', 'roleNotHeld')]);
  }
  for (const v of data.venues ?? []) {
    if (!allows(p.venueIds, v)) throw invalid([ruleError('venues', 'venueNotAllowed')]);
  }
}

/**
 * A label grants its venues, so a non-admin hands out only labels of its own customer groups
 * whose venues it may all access itself; labels the user already holds are not checked again.
 */
async function checkLabels(ctx: HookContext, labels: readonly string[] | null | undefined, before: readonly string[] = []): Promise<void> {
  const p = ctx.principal;
  const added = (labels ?? []).filter((l) => !before.includes(l));
  if (isAdmin(p) || !added.length) return;
  const rows = await ctx.trx.selectFrom('venue_label').select(['customer_group', 'doc']).where('_id', 'in', added).where('deleted_at', 'is', null).execute();
  const usable = rows.length === added.length && rows.every((r) => allows(p.groupIds, r.customer_group)
    && ((parseDoc(r.doc) as VenueLabelDoc).venues ?? []).every((v) => allows(p.venueIds, v)));
  if (!usable) throw invalid([ruleError('venueLabels', 'venueLabelNotAllowed')]);
}

/**
 * The role must exist and be the platform's or of the user's own customer group (for a user
 * without a group: of a group the caller belongs to); another brand's role is never assigned.
 */
async function checkRole(ctx: HookContext, slug: string, userGroup: string | null | undefined): Promise<void> {
  const role = await findRole(ctx.trx, ctx.services.registry, ctx.services.db.dialect, slug);
  if (!role) throw invalid([ruleError('role', 'roleUnknown')]);
  const group = role.customerGroup;
  if (group && (userGroup ? group !== userGroup : !allows(ctx.principal.groupIds, group))) {
    throw invalid([ruleError('role', 'roleOfOtherGroup')]);
  }
}

/** The user's group after the write: a non-admin's users without one get its linked group. */
function userGroupOf(ctx: HookContext, named: unknown): string | null {
  const p = ctx.principal;
  return (named as string | null | undefined) ?? (p.groupIds === 'all' ? null : p.customerGroup);
}

async function preparePassword(data: Doc): Promise<void> {
  if (data.password === undefined) return;
  const problem = passwordRule(data.password);
  if (problem) throw invalid([{ path: 'password', message: MESSAGES_EN[problem], code: problem }]);
  data.password = await hashPassword(data.password);
}

/**
 * Changing or deleting an account (its e-mail, role, venues) is taking it over or locking its
 * owner out: only for callers holding every right of its current role, as for the restricted
 * update and the password reset. One's own account is exempt.
 */
async function checkHigherRole(ctx: HookContext, previous: Doc & { _id: string }): Promise<void> {
  if (previous._id !== ctx.principal.userId && !(await holdsRightsOf(ctx.services, ctx.principal, previous.role, ctx.trx))) throw new AppError('HIGHER_ROLE');
}

const hooks = defineHooks('user', {
  async beforeDelete(ctx, previous) {
    await checkHigherRole(ctx, previous);
  },
  async beforeCreate(ctx, data) {
    if (typeof data.email === 'string') data.email = data.email.trim().toLowerCase();
    if (data.role !== undefined) await checkRole(ctx, data.role, userGroupOf(ctx, data.customerGroup));
    await checkGrant(ctx, data);
    await checkLabels(ctx, data.venueLabels);
    await preparePassword(data);
  },
  async beforeUpdate(ctx, patch, previous) {
    await checkHigherRole(ctx, previous);
    if (typeof patch.email === 'string') patch.email = patch.email.trim().toLowerCase();
    if (patch.role !== undefined || 'customerGroup' in patch) {
      await checkRole(ctx, patch.role ?? previous.role, 'customerGroup' in patch ? userGroupOf(ctx, patch.customerGroup) : previous.customerGroup);
    }
    await checkGrant(ctx, patch);
    await checkLabels(ctx, patch.venueLabels, previous.venueLabels);
    await preparePassword(patch);
    revokeTokensOnChange(patch, previous);
  },
  actions: {
    // a soft delete, as DELETE auth/user/{id}: same hooks (higher role), audit and token revocation
    deleteUser: (ctx) => ctx.services.items.remove(ctx.entity, ctx.principal, ctx.params.id, false),
  },
  routes(app, services) {
    // POST auth/validation/email lives with registration, whose forms check addresses before sign-in.
    registerRoutes(app, services);
    registrationRequestRoutes(app, services);
  },
});

export default hooks;
