import { buffer } from 'node:stream/consumers';
import type { JobHandler } from '../../jobs/JobHandler';
import { cupCodeFilter } from './cupCodeFilter';
import { cupCodesCsv } from './cupCodesCsv';

const listFilter = (params: Record<string, unknown>) => (params.filter ?? {}) as Record<string, unknown>;

/**
 * The cup code export as a download job: `{handler: 'cupCodeExport', params: {filter}}` (filter
 * as the list's query), the cup code list's Export (`x-ui.export`). A bad filter is a 400 when
 * the job is started, as the list call answers it.
 */
export const cupCodeExportJob: JobHandler = {
  access: 'admin',
  check: ({ params, services }) => void cupCodeFilter(services.registry.get('cupCode')!, listFilter(params), false),
  async run({ params, principal, services, progress }) {
    const entity = services.registry.get('cupCode')!;
    const filter = cupCodeFilter(entity, listFilter(params), false);
    await progress(10);
    const bytes = await buffer(cupCodesCsv(services, entity, principal, filter));
    return { filename: 'cup-codes.csv', contentType: 'text/csv; charset=utf-8', bytes };
  },
};
