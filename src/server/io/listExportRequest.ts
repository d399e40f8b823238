import { pathParams } from '../../core/apiSpec';
import { checkAccess } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { isLocaleCode, type LocaleCode } from '../../admin/i18n/locales';
import { allows, type Principal } from '../access/principal';
import { accessFor } from '../crud/crudPlugin';
import type { CallScope } from '../crud/Items';
import { parseListQuery, type ListQuery } from '../crud/parseListQuery';
import { AppError, invalid, ruleError } from '../errors';
import { readerLanguage } from '../search/readerLanguage';
import type { Services } from '../services';

export interface ListExportRequest {
  entity: Entity;
  query: ListQuery;
  scope: CallScope;
  lang: LocaleCode;
}

/** Query keys of the list call that are paging, not filters: an export has all pages. */
const PAGING = new Set(['page', 'limit', 'sort', 'direction']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The parameters of a list export (`{resource, filter, sort, direction, lang, venue}`) checked
 * as the list call checks its request: a known entity with a list call, the caller's view
 * right on it (the rule its list route has), filters and sort by parseListQuery (400 for an
 * unknown key or bad value), the venue of a per-venue list allowed to the caller. `filter` holds
 * the list call's query keys (`status[]`, `createdAt[gte]`, `q`). Used when the job is started
 * (so a bad request is answered at once) and again when it runs, with the owner's rights then.
 */
export function listExportRequest(services: Services, principal: Principal, params: Record<string, unknown>): ListExportRequest {
  const { resource, filter = {}, sort, direction, lang = 'en', venue } = params;
  const entity = typeof resource === 'string' ? services.registry.get(resource) : undefined;
  if (!entity || !entity.api.list) throw invalid([ruleError('params.resource', 'exportResource')]);
  if (!checkAccess(principal, accessFor(entity, 'list'))) throw new AppError('FORBIDDEN', { permission: String(accessFor(entity, 'list')) });
  if (!isLocaleCode(lang)) throw invalid([{ path: 'params.lang', code: 'enum', params: { options: 'de, en, fr' }, message: 'must be one of de, en, fr' }]);
  if (!isRecord(filter)) throw invalid([{ path: 'params.filter', code: 'type', params: { type: 'object' }, message: 'must be object' }]);
  if (venue !== undefined && typeof venue !== 'string') throw invalid([{ path: 'params.venue', code: 'type', params: { type: 'string' }, message: 'must be string' }]);
  const raw: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(filter)) if (!PAGING.has(key)) raw[key] = value;
  if (sort !== undefined) raw.sort = sort;
  if (direction !== undefined) raw.direction = direction;
  const query = parseListQuery(entity, raw, false, readerLanguage(lang));

  const scope: CallScope = {};
  if (pathParams(entity.api.list.path).includes('venue')) {
    if (!venue) throw invalid([{ path: 'params.venue', code: 'required', message: 'is required' }]);
    // As the list route answers a venue outside the caller's: not found, so nothing is learnt.
    if (!allows(principal.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
    scope.venue = venue;
  } else if (venue && entity.def['x-ui']?.needsVenue && Object.hasOwn(entity.def.properties, 'venue') && !query.filters.venue) {
    // A list shown per selected venue narrows to it, as the admin's list call does.
    query.filters.venue = [venue];
  }
  return { entity, query, scope, lang };
}
