import type { Principal } from '../access/principal';
import { AppError } from '../errors';
import type { Services } from '../services';

/**
 * The file of a finished download job of one of `handlers`, read with the caller's rights (the
 * downloads' own scope: another user's job is not found). A job still running, failed, of
 * another kind or unknown is a 404 on `file`, so nothing is learnt about other jobs.
 */
export async function doneJobFile(services: Services, principal: Principal, id: string, handlers: readonly string[]): Promise<{ filename: string; contentType: string; bytes: Buffer }> {
  const job = await services.items.show(services.registry.get('downloadJob')!, principal, id);
  const row = handlers.includes(String(job.handler)) && job.status === 'done'
    ? await services.db.kysely.selectFrom('job_files').selectAll().where('job_id', '=', job._id).executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', { resource: 'file' });
  return { filename: row.filename, contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
