import { promotionExportJob } from '../promoCode/promotionExportJob';
import { couponExport } from './couponExport';

/** The coupon exports as a download job (`couponExport`; see promotionExportJob). */
export const couponExportJob = promotionExportJob('coupon', couponExport);
