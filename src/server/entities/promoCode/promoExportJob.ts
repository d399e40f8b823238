import { promoExport } from './promoExport';
import { promotionExportJob } from './promotionExportJob';

/** The promo code exports as a download job (`promoExport`; see promotionExportJob). */
export const promoExportJob = promotionExportJob('promoCode', promoExport);
