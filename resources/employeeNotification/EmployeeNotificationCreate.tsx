import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { isAdmin } from '../../src/core/permissions';
import { SchemaForm } from '../../src/admin/from-schema/SchemaForm';
import { schemaDefaults } from '../../src/admin/from-schema/schemaDefaults';
import { toPayload } from '../../src/admin/from-schema/toPayload';
import { useCanListTarget } from '../../src/admin/from-schema/useCanListTarget';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useEntityLabel } from '../../src/admin/from-schema/useEntityLabel';
import { refTarget } from '../../src/admin/from-schema/refTarget';
import { useGrant } from '../../src/admin/session/useGrant';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';

/**
 * /employeeNotification/create, open to every signed-in user (spec part 1 §2). The notice goes
 * to the selected venue by default; users who may not list venues post to that venue without
 * choosing. Only admins may open the list afterwards, so everybody else returns home.
 */
export function EmployeeNotificationCreate() {
  const entity = useEntity();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const grant = useGrant();
  const admin = isAdmin(grant);
  const { venueId } = useSelectedVenue();
  const canPickVenue = useCanListTarget(refTarget(entity.def.properties.venue)!);
  const title = useEntityLabel(entity, 1);
  const hidden = canPickVenue ? [] : ['venue'];
  const defaults = { ...schemaDefaults(entity), ...(venueId && !admin ? { venue: venueId } : {}) };
  return (
    <Create
      title={title}
      transform={(data: Record<string, unknown>) => toPayload(entity, data, 'create')}
      mutationOptions={{
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: ['employeeNotification', 'active'] });
          notify('app.employeeNotifications.sent', { type: 'success' });
          redirect(admin ? '/employeeNotification' : '/home');
        },
      }}
    >
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {translate(admin ? 'app.employeeNotifications.audienceAdmin' : 'app.employeeNotifications.audience')}
      </Alert>
      <SchemaForm mode="create" hidden={hidden} defaultValues={defaults} />
    </Create>
  );
}
