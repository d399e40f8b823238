import type { Principal } from '../../access/principal';
import type { ApiRecord } from '../../crud/rowToRecord';
import { AppError } from '../../errors';
import type { Items } from '../../crud/Items';
import type { Registry } from '../../../core/registry';

/**
 * The venues a report covers, as its owner may see them now: its venue, else the venues of its
 * labels, else every venue of its customer group. A venue the owner lost, or none at all, fails
 * the run (recorded on the report) instead of mailing another tenant's figures or an empty file.
 */
export async function reportVenues(items: Items, registry: Registry, owner: Principal, report: Record<string, any>): Promise<ApiRecord[]> {
  const venue = registry.get('venue')!;
  const all = (filters: Record<string, unknown[]>) => items.all(venue, owner, { filters, ranges: {}, sort: 'name', direction: 'asc' });
  let found: ApiRecord[];
  if (report.venue) found = await all({ _id: [report.venue] });
  else if (report.venueLabels?.length) {
    const labels = await items.all(registry.get('venueLabel')!, owner, { filters: { _id: report.venueLabels }, ranges: {}, sort: 'name', direction: 'asc' });
    const ids = [...new Set(labels.flatMap((l) => (Array.isArray(l.venues) ? l.venues : [])))];
    found = ids.length ? await all({ _id: ids }) : [];
  } else if (report.customerGroup) found = await all({ customerGroup: [report.customerGroup] });
  else found = [];
  if (!found.length) throw new AppError('REPORT_NO_VENUES');
  return found;
}
