import type { Entity } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import type { Services } from '../../services';
import { promoExport, type PromoExportFile, type PromoExportKind } from '../promoCode/promoExport';

/** The promo code exports (codes, count per venue, summary per promotion) of coupons, named as coupon files. */
export async function couponExport(services: Services, entity: Entity, p: Principal, kind: PromoExportKind, query: Record<string, unknown>): Promise<PromoExportFile> {
  const file = await promoExport(services, entity, p, kind, query);
  return { ...file, filename: file.filename.replace(/^promo-codes/, 'coupons') };
}
