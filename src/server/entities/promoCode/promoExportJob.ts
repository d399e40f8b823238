import { buffer } from 'node:stream/consumers';
import { invalid, ruleError } from '../../errors';
import type { JobHandler } from '../../jobs/JobHandler';
import { PROMO_EXPORT_KINDS, promoExport, type PromoExportKind } from './promoExport';

/**
 * The promo code exports as a download job: `{handler: 'promoExport', params: {kind, lang,
 * filters}}`, `kind` codes | count | summary, `filters` the list's query (`{'venue[]': [id]}`).
 */
export const promoExportJob: JobHandler = {
  access: ['promoCode.export', 'promoCode.export.count', 'promoCode.export.summary', 'promoCode.export.overview'],
  async run({ params, principal, services, progress }) {
    const kind = (params.kind ?? 'codes') as PromoExportKind;
    const filters = params.filters ?? {};
    if (!PROMO_EXPORT_KINDS.includes(kind) || typeof filters !== 'object' || Array.isArray(filters)) {
      throw invalid([ruleError('params', 'exportKind', { kinds: PROMO_EXPORT_KINDS.join(', ') })]);
    }
    const entity = services.registry.get('promoCode')!;
    const file = await promoExport(services, entity, principal, kind, { ...filters, lang: params.lang });
    await progress(50);
    return { filename: file.filename, contentType: file.contentType, bytes: await buffer(file.stream) };
  },
};
