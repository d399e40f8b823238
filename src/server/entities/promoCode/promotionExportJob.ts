import { buffer } from 'node:stream/consumers';
import { checkAccess } from '../../../core/permissions';
import { parseListQuery } from '../../crud/parseListQuery';
import { AppError, invalid, ruleError } from '../../errors';
import type { JobHandler } from '../../jobs/JobHandler';
import type { Services } from '../../services';
import { PROMO_EXPORT_KINDS, type PromoExportKind } from './promoExport';
import type { ExportFn } from './promotionHooks';

/**
 * The promo code and coupon exports as download jobs: `{handler, params: {kind, lang, filter}}`,
 * `kind` codes | count | summary (codes by default), `filter` the list call's query
 * (`{'venue[]': [id], q}`). That is the shape the generic list Export sends, so the list's
 * Export runs this job (`x-ui.export`) and exports exactly what the list shows.
 *
 * Each kind needs the right its own route needs (decision 128): a right to the per-venue counts
 * alone does not open the codes themselves. Checked when the job is started and again, with the
 * owner's rights of that moment, when it runs; so is the filter.
 */
export function promotionExportJob(entity: 'promoCode' | 'coupon', exportFile: ExportFn): JobHandler {
  const kindAccess = (kind: PromoExportKind) => [kind === 'codes' ? `${entity}.export` : `${entity}.export.${kind}`, `${entity}.export.overview`];
  const request = (params: Record<string, any>, principal: Parameters<typeof checkAccess>[0], services: Services) => {
    const kind = (params.kind ?? 'codes') as PromoExportKind;
    const filter = params.filter ?? {};
    if (!PROMO_EXPORT_KINDS.includes(kind) || typeof filter !== 'object' || Array.isArray(filter)) {
      throw invalid([ruleError('params', 'exportKind', { kinds: PROMO_EXPORT_KINDS.join(', ') })]);
    }
    const rule = kindAccess(kind);
    if (!checkAccess(principal, rule)) throw new AppError('FORBIDDEN', { permission: rule.join(' or ') });
    // The list's query checked as the list call checks it (400 for an unknown key or bad value)
    // when the job is started, not first when it runs.
    parseListQuery(services.registry.get(entity)!, filter as Record<string, unknown>, false);
    return { kind, filter: filter as Record<string, unknown> };
  };
  return {
    access: PROMO_EXPORT_KINDS.flatMap(kindAccess).filter((p, i, all) => all.indexOf(p) === i),
    // a list's Export sends no kind: the codes
    listAccess: kindAccess('codes'),
    check: ({ params, principal, services }) => void request(params, principal, services),
    async run({ params, principal, services, progress }) {
      const { kind, filter } = request(params, principal, services);
      const file = await exportFile(services, services.registry.get(entity)!, principal, kind, { ...filter, lang: params.lang });
      await progress(50);
      return { filename: file.filename, contentType: file.contentType, bytes: await buffer(file.stream) };
    },
  };
}
