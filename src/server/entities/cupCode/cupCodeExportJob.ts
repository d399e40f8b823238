import { buffer } from 'node:stream/consumers';
import type { JobHandler } from '../../jobs/JobHandler';
import { cupCodeFilter } from './cupCodeFilter';
import { cupCodesCsv } from './cupCodesCsv';

/** The cup code export as a download job: `{handler: 'cupCodeExport', params: {filter}}` (filter as the list's query). */
export const cupCodeExportJob: JobHandler = {
  access: 'admin',
  async run({ params, principal, services, progress }) {
    const entity = services.registry.get('cupCode')!;
    const filter = cupCodeFilter(entity, (params.filter ?? {}) as Record<string, unknown>, false);
    await progress(10);
    const bytes = await buffer(cupCodesCsv(services, entity, principal, filter));
    return { filename: 'cup-codes.csv', contentType: 'text/csv; charset=utf-8', bytes };
  },
};
