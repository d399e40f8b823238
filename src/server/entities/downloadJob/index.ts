import { checkAccess } from '../../../core/permissions';
import { AppError } from '../../errors';
import { JOB_HANDLERS } from '../../jobs/handlers';
import { defineHooks } from '../../crud/EntityHooks';
import { readJobFile } from '../../jobs/jobFiles';

/** Start, stop and fetch the file of a download job; the runner (src/server/jobs) does the work. */
const hooks = defineHooks('downloadJob', {
  actions: {
    async start({ entity, principal, body, services }) {
      // Own names only: `constructor` or `toString` must not pass as a handler.
      const handler = Object.hasOwn(JOB_HANDLERS, body.handler) ? JOB_HANDLERS[body.handler] : undefined;
      if (!handler) throw new AppError('VALIDATION', {}, [{ path: 'handler', message: `must be one of ${Object.keys(JOB_HANDLERS).join(', ')}`, code: 'enum', params: { options: Object.keys(JOB_HANDLERS).join(', ') } }]);
      if (!checkAccess(principal, handler.access)) throw new AppError('FORBIDDEN', { permission: String(handler.access) });
      await handler.check?.({ params: body.params ?? {}, principal, services });
      return services.items.create(entity, principal, { handler: body.handler, params: body.params ?? {} });
    },
    async stop({ entity, principal, params, services }) {
      const job = await services.items.show(entity, principal, params.id);
      if (job.status === 'done' || job.status === 'failed') return job;
      return services.items.update(entity, principal, params.id, { status: 'stopped', inProgress: false }, {}, 'stop');
    },
    async file({ entity, principal, params, services }) {
      const job = await services.items.show(entity, principal, params.id);
      const file = job.status === 'done' ? await readJobFile(services.db, job._id) : null;
      if (!file) throw new AppError('NOT_FOUND', { resource: 'file' });
      return file;
    },
  },
});

export default hooks;
