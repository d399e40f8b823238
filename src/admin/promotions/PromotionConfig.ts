import type { BinaryFile } from '../providers/httpClient';

export type ExportKind = 'codes' | 'count' | 'summary';
export type ExportLang = 'de' | 'en' | 'fr';

/**
 * What tells the promo code screens and the coupon screens apart: the same pages serve both
 * (spec part 2 §3: coupons work "similar to promo code"). The typed API calls stay with each
 * resource so that every path is checked against the OpenAPI document.
 */
export interface PromotionConfig {
  /** Permission prefix, also the react-admin resource name (`resources.<perm>.actions.*`). */
  perm: 'promoCode' | 'coupon';
  /** Route base of the resource's screens, e.g. '/promo'. */
  base: string;
  /** Catalogue prefix of the screens' texts, e.g. 'promo'. */
  i18n: string;
  /** Who may open the screens. */
  rules: { create: string | readonly string[]; disable: readonly string[]; export: readonly string[] };
  /** Extra links in the list's actions (after "create multiple"), each shown to `create`. */
  extraCreateLinks?: { path: string; label: string }[];
  /** Turns every code of a venue on or off; answers the count changed. */
  setVenue: (venue: string, on: boolean) => Promise<{ data: { count: number } }>;
  /** Streams one export now. */
  exportFile: (kind: ExportKind, lang: ExportLang, filters: Record<string, string[]>) => Promise<BinaryFile>;
  /** Download job type and the fallback file name prefix of the exports; DOM id prefix of the form. */
  exportJob: string;
  exportFilePrefix: string;
  exportIdPrefix: string;
}
