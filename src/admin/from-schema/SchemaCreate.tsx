import { Create, useResourceContext } from 'react-admin';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { SchemaForm } from './SchemaForm';
import { schemaDefaults } from './schemaDefaults';
import { toPayload } from './toPayload';
import { useEntity } from './useEntity';
import { useEntityLabel } from './useEntityLabel';

/**
 * Generated create screen. A venue-bound record gets the active venue: through `{venue}` in the
 * create call, or (when the body carries it, like companies) as a hidden preset field.
 */
export function SchemaCreate() {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const { venueId } = useSelectedVenue();
  const title = useEntityLabel(entity, 1);
  const needsVenue = !!entity.def['x-ui']?.needsVenue && !!venueId;
  const venueInBody = needsVenue && entity.writable.includes('venue');
  return (
    <Create
      title={title}
      redirect={`/${resource}`}
      transform={(data: Record<string, unknown>) => toPayload(entity, data, 'create')}
      mutationOptions={needsVenue ? { meta: { venue: venueId } } : undefined}
    >
      <SchemaForm mode="create" hidden={venueInBody ? ['venue'] : []} defaultValues={{ ...schemaDefaults(entity), ...(venueInBody ? { venue: venueId } : {}) }} />
    </Create>
  );
}
