import type { Actions, ActionContext } from '../../crud/EntityHooks';
import { checkPromotion } from './checkPromotion';
import { generateCodes } from './generateCodes';
import type { PromoExportFile, PromoExportKind } from './promoExport';
import { setVenueCodes } from './setVenueCodes';

export type ExportFn = (services: ActionContext['services'], entity: ActionContext['entity'], principal: ActionContext['principal'], kind: PromoExportKind, query: Record<string, unknown>) => Promise<PromoExportFile>;

/**
 * The update rule of promo codes and coupons: the cross-field rules on the record as it will be
 * (a null clears a field), and dates written back as checkPromotion normalised them.
 */
export function checkPromotionUpdate(patch: Record<string, any>, previous: Record<string, any>): void {
  const next: Record<string, any> = { ...previous, ...patch };
  for (const k of Object.keys(next)) if (next[k] === null) delete next[k];
  checkPromotion(next);
  for (const f of ['from', 'to'] as const) if (typeof patch[f] === 'string') patch[f] = next[f];
}

/**
 * The x-actions promo codes and coupons share (spec §3: coupons "similar to promo code"):
 * venue-wide enable and disable, generation in bulk, (de)activation and the streamed exports,
 * the exports named by `exportFile`.
 */
export function promotionActions(exportFile: ExportFn): Actions {
  const exportAction = (kind: PromoExportKind) => async ({ entity, principal, query, services }: ActionContext) => {
    const file = await exportFile(services, entity, principal, kind, query);
    return { contentType: file.contentType, filename: file.filename, body: file.stream };
  };
  return {
    disableVenue: ({ entity, principal, params, services }) => setVenueCodes(services, entity, principal, params.venue, false),
    enableVenue: ({ entity, principal, params, services }) => setVenueCodes(services, entity, principal, params.venue, true),
    generate: ({ entity, principal, body, services }) => generateCodes(services, entity, principal, body),
    activate: ({ entity, principal, params, services }) => services.items.update(entity, principal, params.id, { active: true }, {}, 'activate'),
    deactivate: ({ entity, principal, params, services }) => services.items.update(entity, principal, params.id, { active: false }, {}, 'deactivate'),
    exportCsv: exportAction('codes'),
    exportCodesCsv: exportAction('codes'),
    exportCountCsv: exportAction('count'),
    exportSummaryCsv: exportAction('summary'),
  };
}
