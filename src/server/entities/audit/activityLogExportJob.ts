import { buffer } from 'node:stream/consumers';
import type { JobHandler } from '../../jobs/JobHandler';
import { activityLogCsv, activityLogPeriod } from './activityLogCsv';

/** The activity log export as a download job of the tray (params `from`, `to` as the route's). */
export const activityLogExportJob: JobHandler = {
  access: 'admin',
  check: ({ params }) => void activityLogPeriod(params),
  async run({ params, services, progress }) {
    const file = activityLogCsv(services, activityLogPeriod(params));
    const bytes = await buffer(file.stream);
    await progress(100);
    return { filename: file.filename, contentType: file.contentType, bytes };
  },
};
