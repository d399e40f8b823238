import { useGetOne, useResourceContext } from 'react-admin';
import { useParams } from 'react-router-dom';

/** The venue of a lifecycle route (`/venue/{id}/…`), read through the shared query cache. */
export function useVenueForStep() {
  const resource = useResourceContext()!;
  const { id = '' } = useParams();
  const query = useGetOne(resource, { id }, { enabled: !!id });
  return { resource, id, ...query };
}
