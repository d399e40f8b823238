import { checkAccess, type Grant } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { listQueryEntries, type ListQueryParams } from '../providers/listQueryString';

export interface ListExportJob {
  handler: string;
  params: { resource: string; filter: Record<string, string | string[]>; sort?: string; direction?: string; lang: string; venue?: string };
}

/**
 * The download job an Export of a list starts: the entity's own server-side export
 * (`x-ui.export`) for users allowed to run it, else the generic CSV of the list (`listExport`).
 * Either gets the list's filters as the list call sends them (`status[]`, `createdAt[gte]`,
 * `q`), its sort, the reader's language and the selected venue.
 */
export function listExportJob(entity: Entity, grant: Grant | null | undefined, list: Pick<ListQueryParams, 'filter' | 'sort'>, lang: string, venue?: string): ListExportJob {
  const own = entity.def['x-ui']?.export;
  const handler = own && checkAccess(grant, own.access) ? own.handler : 'listExport';
  const filter: Record<string, string | string[]> = {};
  let sort: string | undefined;
  let direction: string | undefined;
  for (const [key, value] of listQueryEntries(list)) {
    if (key === 'sort') sort = value;
    else if (key === 'direction') direction = value;
    else if (key.endsWith('[]')) filter[key] = [...((filter[key] as string[] | undefined) ?? []), value];
    else filter[key] = value;
  }
  return { handler, params: { resource: entity.id, filter, ...(sort ? { sort, direction } : {}), lang, ...(venue ? { venue } : {}) } };
}
