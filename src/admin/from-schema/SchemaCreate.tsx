import { Create, useNotify, useRedirect, useResourceContext } from 'react-admin';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { PendingUploadsProvider, usePendingUploadStore } from './PendingUploads';
import { SchemaForm } from './SchemaForm';
import { schemaDefaults } from './schemaDefaults';
import { toPayload } from './toPayload';
import { uploadFile } from './uploadFile';
import { useCreateLanding } from './useCreateLanding';
import { useEntity } from './useEntity';
import { useEntityLabel } from './useEntityLabel';
import { useSavedNotice } from './useSavedNotice';

/**
 * Generated create screen. A venue-bound record gets the active venue: through `{venue}` in the
 * create call, or (when the body carries it, like companies) as a hidden preset field. Files
 * chosen on the form (images) go to their upload calls once the record exists; a file that fails
 * is named in the toast and the user lands on the new record to choose it again.
 */
export function SchemaCreate() {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const { venueId } = useSelectedVenue();
  const title = useEntityLabel(entity, 1);
  const notify = useNotify();
  const redirect = useRedirect();
  const landing = useCreateLanding();
  const savedNotice = useSavedNotice(entity);
  const pending = usePendingUploadStore();
  const needsVenue = !!entity.def['x-ui']?.needsVenue && !!venueId;
  const venueInBody = needsVenue && entity.writable.includes('venue');
  const onSuccess = async (data: Record<string, unknown>) => {
    const failed: string[] = [];
    for (const { upload, file } of pending.values()) {
      await uploadFile(entity, upload, { id: String(data.id) }, file).catch(() => failed.push(file.name));
    }
    pending.clear();
    if (failed.length) {
      notify('app.upload.failed', { type: 'warning', messageArgs: { name: failed.join(', ') } });
      redirect('edit', resource, data.id as string);
      return;
    }
    notify(savedNotice('created', data), { type: 'info' });
    redirect(landing(data.id));
  };
  return (
    <Create
      title={title}
      transform={(data: Record<string, unknown>) => toPayload(entity, data, 'create')}
      mutationOptions={{ ...(needsVenue ? { meta: { venue: venueId } } : {}), onSuccess }}
    >
      <PendingUploadsProvider pending={pending}>
        <SchemaForm mode="create" hidden={venueInBody ? ['venue'] : []} defaultValues={{ ...schemaDefaults(entity), ...(venueInBody ? { venue: venueId } : {}) }} />
      </PendingUploadsProvider>
    </Create>
  );
}
