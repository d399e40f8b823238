import type { Entity } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import type { Services } from '../../services';
import { promoExport, PROMO_EXPORT_KINDS, type PromoExportFile, type PromoExportKind } from '../promoCode/promoExport';

export type CouponExportKind = PromoExportKind;
export const COUPON_EXPORT_KINDS = PROMO_EXPORT_KINDS;

/** The promo code exports (codes, count per venue, summary per promotion) of coupons, named as coupon files. */
export async function couponExport(services: Services, entity: Entity, p: Principal, kind: CouponExportKind, query: Record<string, unknown>): Promise<PromoExportFile> {
  const file = await promoExport(services, entity, p, kind, query);
  return { ...file, filename: file.filename.replace(/^promo-codes/, 'coupons') };
}
