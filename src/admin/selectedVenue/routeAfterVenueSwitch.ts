import { entityOf } from '../resourceNames';
// The full declarations: entityOf() answers them (not the summaries) once this has run.
import '../registry';

/**
 * Spec part 1 §4: selecting a venue while on a create or edit route that belongs to another
 * venue goes to the parent index route. Records of venue-bound entities belong to the previous
 * venue; a venue's own edit screen belongs to that venue. Null: stay where you are.
 */
export function routeAfterVenueSwitch(pathname: string, newVenueId: string | null): string | null {
  const [, name, second, third] = pathname.split('/');
  const entity = entityOf(name);
  if (!entity) return null;
  const isCreate = second === 'create';
  const isEdit = !!second && third === 'edit';
  if (!isCreate && !isEdit) return null;
  if (entity.def['x-ui']?.needsVenue) return `/${name}`;
  if (entity.def['x-scope'] === 'venueSelf' && isEdit && second !== newVenueId) return `/${name}`;
  return null;
}
