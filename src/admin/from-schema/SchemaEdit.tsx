import type { ReactElement } from 'react';
import { Edit, useNotify, useRedirect, useResourceContext } from 'react-admin';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { RecordTitle } from './RecordTitle';
import { SchemaForm } from './SchemaForm';
import { toPayload } from './toPayload';
import { useEntity } from './useEntity';
import { useSavedNotice } from './useSavedNotice';

/**
 * Generated edit screen. Pessimistic, so the server's 422 field errors arrive while the form is
 * still open and land on their fields (the HTTP client turns `errors: [{path, message}]` into
 * react-admin's `{ field: message }`); returning to the list keeps its page. An override may
 * give the top toolbar (`actions`), e.g. the venue's lifecycle buttons. The app bar names the record,
 * and so does the toast after saving.
 */
export function SchemaEdit({ actions }: { actions?: ReactElement } = {}) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const { venueId } = useSelectedVenue();
  const meta = entity.def['x-ui']?.needsVenue && venueId ? { venue: venueId } : undefined;
  const notify = useNotify();
  const redirect = useRedirect();
  const savedNotice = useSavedNotice(entity);
  const onSuccess = (data: Record<string, unknown>) => {
    notify(savedNotice('updated', data), { type: 'info' });
    redirect(`/${resource}`);
  };
  return (
    <Edit
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => toPayload(entity, data, 'edit')}
      queryOptions={meta ? { meta } : undefined}
      mutationOptions={{ ...(meta ? { meta } : {}), onSuccess }}
      actions={actions}
      title={<RecordTitle entity={entity} />}
    >
      <SchemaForm mode="edit" />
    </Edit>
  );
}
