import type { JobHandler } from '../jobs/JobHandler';
import { listExport } from './listExport';
import { listExportRequest } from './listExportRequest';

/**
 * The generic Export of a list as a download job: `{handler: 'listExport', params: {resource,
 * filter, sort, direction, lang, venue}}`. Whoever is logged in may start one; the entity's view
 * right decides (check, then again with the owner's rights when it runs).
 */
export const listExportJob: JobHandler = {
  access: 'login',
  venue: (params) => (typeof params.venue === 'string' ? params.venue : undefined),
  check: ({ params, principal, services }) => void listExportRequest(services, principal, params),
  run: ({ params, principal, services, progress, stopped }) => listExport(services, principal, listExportRequest(services, principal, params), { progress, stopped }),
};
