import { pathParams } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
import { registry } from '../registry';
import { resourceName } from '../resourceNames';

export interface RefTarget {
  entity: Entity;
  /** react-admin resource name of the target */
  resource: string;
  /** field shown for a referenced record */
  titleField: string;
  /** field the reference stores: `id`, or a unique key such as a role's `slug` */
  key: string;
  /**
   * The target is read below a venue: shown per venue (x-ui.needsVenue) or listed by a call with
   * `{venue}` in its path (invoices). A reference then reads it below the record's venue.
   */
  readsByVenue: boolean;
}

/**
 * Where an `x-ref` property points. References normally hold `_id`s (format objectId); a
 * reference without that format holds the target's single unique field instead (users store
 * role slugs, because the session carries slugs).
 */
export function refTarget(prop: any): RefTarget | null {
  const single = prop?.['x-ref'] ? prop : prop?.items?.['x-ref'] ? prop.items : null;
  const entity = single && registry.get(single['x-ref']);
  if (!entity) return null;
  const ui = entity.def['x-ui'] ?? {};
  const props = entity.def.properties;
  const titleField = ui.titleField ?? (props.name ? 'name' : 'id');
  const uniqueKey = (entity.def['x-unique'] ?? []).find((u: unknown): u is string => typeof u === 'string');
  // `x-ref` on a list itself (cup codes' customerGroups): its items say what is stored, as refFields reads it
  const leaf = single === prop && prop.type === 'array' ? prop.items : single;
  const key = leaf?.format === 'objectId' || !uniqueKey ? 'id' : uniqueKey;
  const readsByVenue = !!ui.needsVenue || pathParams(entity.api.list?.path ?? '').includes('venue');
  return { entity, resource: resourceName(entity), titleField, key, readsByVenue };
}
