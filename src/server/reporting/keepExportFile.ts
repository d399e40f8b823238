import type { Principal } from '../access/principal';
import { writeJobFile } from '../jobs/jobFiles';
import type { Services } from '../services';

/**
 * Keeps a mailed export that is too large to attach as a finished download of its owner: a done
 * download job with its bytes in job_files (the database, no local disk), so the mailed link and
 * the downloads tray both reach it. Created done, so no worker ever claims it.
 */
export async function keepExportFile(services: Services, principal: Principal, file: { filename: string; contentType: string; bytes: Buffer }): Promise<string> {
  const entity = services.registry.get('downloadJob')!;
  const now = new Date().toISOString();
  const job = await services.items.create(entity, principal, {
    handler: 'mailedExport', params: {}, status: 'done', progress: 100, inProgress: false, done: true,
    file: file.filename.slice(0, 200), contentType: file.contentType.slice(0, 100), startedAt: now, finishedAt: now,
  });
  await writeJobFile(services.db, job._id, file);
  return job._id;
}
