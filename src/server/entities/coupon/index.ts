import { defineHooks, type ActionContext } from '../../crud/EntityHooks';
import { checkPromotion } from '../promoCode/checkPromotion';
import { generateCodes } from '../promoCode/generateCodes';
import { setVenueCodes } from '../promoCode/setVenueCodes';
import { couponExport, type CouponExportKind } from './couponExport';

function exportAction(kind: CouponExportKind) {
  return async ({ entity, principal, query, services }: ActionContext) => {
    const file = await couponExport(services, entity, principal, kind, query);
    return { contentType: file.contentType, filename: file.filename, body: file.stream };
  };
}

/**
 * Coupons work as promo codes do (spec §3 "similar to promo code"): the same cross-field rules,
 * generation in bulk, venue-wide enable and disable, (de)activation and streamed exports, run by
 * the promo code's helpers on the coupon entity. Creating needs only a login, so there is no
 * `create.own` rule; the tenant scope still decides which venue or group a coupon may name.
 */
const hooks = defineHooks('coupon', {
  beforeCreate(_ctx, data) {
    checkPromotion(data);
  },
  beforeUpdate(_ctx, patch, previous) {
    const next: Record<string, any> = { ...previous, ...patch };
    for (const k of Object.keys(next)) if (next[k] === null) delete next[k];
    checkPromotion(next);
    for (const f of ['from', 'to'] as const) if (typeof patch[f] === 'string') patch[f] = next[f];
  },
  actions: {
    disableVenue: ({ entity, principal, params, services }) => setVenueCodes(services, entity, principal, params.venue, false),
    enableVenue: ({ entity, principal, params, services }) => setVenueCodes(services, entity, principal, params.venue, true),
    generate: ({ entity, principal, body, services }) => generateCodes(services, entity, principal, body),
    activate: ({ entity, principal, params, services }) => services.items.update(entity, principal, params.id, { active: true }, {}, 'activate'),
    deactivate: ({ entity, principal, params, services }) => services.items.update(entity, principal, params.id, { active: false }, {}, 'deactivate'),
    exportCsv: exportAction('codes'),
    exportCodesCsv: exportAction('codes'),
    exportCountCsv: exportAction('count'),
    exportSummaryCsv: exportAction('summary'),
  },
});

export default hooks;
