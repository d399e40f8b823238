import type { Principal } from '../access/principal';
import { AppError } from '../errors';
import { readJobFile, type StoredJobFile } from '../jobs/jobFiles';
import type { Services } from '../services';

/**
 * The file of a finished download job of one of `handlers`, read with the caller's rights (the
 * downloads' own scope: another user's job is not found). A job still running, failed, of
 * another kind or unknown is a 404 on `file`, so nothing is learnt about other jobs.
 */
export async function doneJobFile(services: Services, principal: Principal, id: string, handlers: readonly string[]): Promise<StoredJobFile> {
  const job = await services.items.show(services.registry.get('downloadJob')!, principal, id);
  const file = handlers.includes(String(job.handler)) && job.status === 'done' ? await readJobFile(services.db, job._id) : null;
  if (!file) throw new AppError('NOT_FOUND', { resource: 'file' });
  return file;
}
