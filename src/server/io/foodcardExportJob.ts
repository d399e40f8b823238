import { buffer } from 'node:stream/consumers';
import { AppError, ruleError } from '../errors';
import type { JobHandler } from '../jobs/JobHandler';
import { EXPORT_FORMATS, foodcardExport, type ExportFormat } from './foodcardExport';

/** The foodcard export as a download job: `{handler: 'foodcardExport', params: {venue, format}}`. */
export const foodcardExportJob: JobHandler = {
  access: 'foodcard.export',
  venue: (params) => params.venue,
  async run({ params, principal, services, progress }) {
    const format = (params.format ?? 'csv') as ExportFormat;
    if (typeof params.venue !== 'string' || !EXPORT_FORMATS.includes(format)) {
      throw new AppError('VALIDATION', {}, [ruleError('params', 'exportParams', { formats: EXPORT_FORMATS.join(', ') })]);
    }
    const file = await foodcardExport(services, principal, params.venue, format);
    await progress(50);
    return { filename: file.filename, contentType: file.contentType, bytes: await buffer(file.stream) };
  },
};
