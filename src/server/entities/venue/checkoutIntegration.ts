import { csvList } from '../../../core/validators';
import { MESSAGES_EN } from '../../../core/validationMessages';
import type { ActionContext } from '../../crud/EntityHooks';
import { invalid, ruleError } from '../../errors';

type Integrations = Record<string, Record<string, unknown>>;

function payloadErrors(value: Record<string, unknown>) {
  const tenders = value.excludedTenders;
  if (tenders === undefined || tenders === null || tenders === '') return [];
  const key = typeof tenders === 'string' ? csvList(tenders) : 'validation.csvList';
  return key ? [{ path: 'payload.excludedTenders', message: MESSAGES_EN[key] ?? key, code: key }] : [];
}

/**
 * The checkout integration properties of a venue (spec part 1 §3, §7), one object per integration
 * type in the venue's `checkoutIntegration`. Reads and writes go through the items service, so
 * tenant scope (404 outside it) and audit apply.
 */
export const checkoutIntegration = {
  /** `GET {venue}/getCheckoutIntegration?integrationType=` */
  async get(ctx: ActionContext) {
    const type = ctx.query.integrationType as string;
    const record = await ctx.services.items.show(ctx.entity, ctx.principal, ctx.params.venue);
    const all = record.checkoutIntegration as Integrations | undefined;
    const stored = all && Object.hasOwn(all, type) ? all[type] : undefined;
    return { integrationType: type, payload: stored ?? {} };
  },

  /** `PATCH {venue}/setCheckoutIntegration {integrationType, payload}` */
  async set(ctx: ActionContext) {
    const body = ctx.body as { integrationType: string; payload: Record<string, unknown> };
    const errors = payloadErrors(body.payload);
    if (errors.length) throw invalid(errors);
    const { entity, principal, services } = ctx;
    const id = ctx.params.venue;
    const record = await services.items.show(entity, principal, id);
    const all = { ...(record.checkoutIntegration as Integrations | undefined), [body.integrationType]: body.payload };
    await services.items.update(entity, principal, id, { checkoutIntegration: all }, {}, 'setCheckoutIntegration');
    return { integrationType: body.integrationType, payload: body.payload };
  },

  /** `PATCH checkoutIntegration/copy {from, to, integrationType}` */
  async copy(ctx: ActionContext) {
    const body = ctx.body as { from: string; to: string; integrationType: string };
    const { entity, principal, services } = ctx;
    // Read first: a venue outside the caller's scope is a 404 whatever else is wrong.
    const source = await services.items.show(entity, principal, body.from);
    const target = await services.items.show(entity, principal, body.to);
    if (body.from === body.to) throw invalid([ruleError('to', 'sameVenue')]);
    const copied = structuredClone((source.checkoutIntegration as Integrations | undefined)?.[body.integrationType] ?? {});
    const all = { ...(target.checkoutIntegration as Integrations | undefined), [body.integrationType]: copied };
    await services.items.update(entity, principal, body.to, { checkoutIntegration: all }, {}, 'copyCheckoutIntegration');
    return { integrationType: body.integrationType, payload: copied };
  },
};
