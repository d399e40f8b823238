import type { ReactElement } from 'react';
import { Edit, useResourceContext } from 'react-admin';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { RecordTitle } from './RecordTitle';
import { SchemaForm } from './SchemaForm';
import { toPayload } from './toPayload';
import { useEntity } from './useEntity';

/**
 * Generated edit screen. Pessimistic, so the server's 422 field errors arrive while the form is
 * still open and land on their fields (the HTTP client turns `errors: [{path, message}]` into
 * react-admin's `{ field: message }`); returning to the list keeps its page. An override may
 * give the top toolbar (`actions`), e.g. the venue's lifecycle buttons. The app bar names the record.
 */
export function SchemaEdit({ actions }: { actions?: ReactElement } = {}) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const { venueId } = useSelectedVenue();
  const meta = entity.def['x-ui']?.needsVenue && venueId ? { venue: venueId } : undefined;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={`/${resource}`}
      transform={(data: Record<string, unknown>) => toPayload(entity, data, 'edit')}
      queryOptions={meta ? { meta } : undefined}
      mutationOptions={meta ? { meta } : undefined}
      actions={actions}
      title={<RecordTitle entity={entity} />}
    >
      <SchemaForm mode="edit" />
    </Edit>
  );
}
