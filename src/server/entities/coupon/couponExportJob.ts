import { buffer } from 'node:stream/consumers';
import { invalid, ruleError } from '../../errors';
import type { JobHandler } from '../../jobs/JobHandler';
import { COUPON_EXPORT_KINDS, couponExport, type CouponExportKind } from './couponExport';

/**
 * The coupon exports as a download job: `{handler: 'couponExport', params: {kind, lang, filters}}`,
 * `kind` codes | count | summary, `filters` the list's query (`{'venue[]': [id]}`).
 */
export const couponExportJob: JobHandler = {
  access: ['coupon.export', 'coupon.export.count', 'coupon.export.summary', 'coupon.export.overview'],
  async run({ params, principal, services, progress }) {
    const kind = (params.kind ?? 'codes') as CouponExportKind;
    const filters = params.filters ?? {};
    if (!COUPON_EXPORT_KINDS.includes(kind) || typeof filters !== 'object' || Array.isArray(filters)) {
      throw invalid([ruleError('params', 'exportKind', { kinds: COUPON_EXPORT_KINDS.join(', ') })]);
    }
    const file = await couponExport(services, services.registry.get('coupon')!, principal, kind, { ...filters, lang: params.lang });
    await progress(50);
    return { filename: file.filename, contentType: file.contentType, bytes: await buffer(file.stream) };
  },
};
