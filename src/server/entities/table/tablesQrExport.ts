import type { Principal } from '../../access/principal';
import { AppError, ruleError } from '../../errors';
import type { Services } from '../../services';
import { tableOrderUrl, tableQrPdf } from './tableQrPdf';

/**
 * The QR PDF of the given tables, read with the caller's rights: an id outside the caller's
 * tenant counts as missing (404). Used by the direct call and by the download job.
 */
export async function tablesQrExport(services: Services, principal: Principal, items: readonly string[], progress?: (p: number) => Promise<void>) {
  const ids = [...new Set(items)];
  if (!ids.length) throw new AppError('VALIDATION', {}, [ruleError('items', 'selectAtLeastOne')]);
  const tables = await services.items.all(services.registry.get('table')!, principal, { filters: { _id: ids }, ranges: {}, sort: 'number', direction: 'asc' });
  if (tables.length !== ids.length) throw new AppError('NOT_FOUND', { resource: 'table' });
  await progress?.(30);
  const venues = await services.items.all(services.registry.get('venue')!, principal, {
    filters: { _id: [...new Set(tables.map((t) => t.venue as string))] }, ranges: {}, sort: 'name', direction: 'asc',
  });
  const byId = new Map(venues.map((v) => [v._id, v]));
  const bytes = await tableQrPdf(tables.map((t) => {
    const v = byId.get(t.venue)!;
    return { number: t.number, venueName: v.name, url: tableOrderUrl(v.webAppSlug ?? v.readableId, t.number) };
  }));
  return { filename: 'tables-qr.pdf', contentType: 'application/pdf', bytes };
}
