import { Alert, Card, CardContent, CircularProgress } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { simpleAccess } from '../../src/admin/from-schema/simpleVariant';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { RestrictedUserForm } from './RestrictedUserForm';

/** /user/create/simple (user.create.restricted). */
export function UserCreateSimplePage() {
  const translate = useTranslate();
  const entity = useEntity();
  return (
    <RequireAccess rule={simpleAccess(entity, 'create')}>
      <Title title={translate('app.users.createSimple')} />
      <Card sx={{ mt: 1 }}>
        <RestrictedUserForm />
      </Card>
    </RequireAccess>
  );
}

function EditSimple() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne('user', { id: id! });
  return (
    <>
      <Title title={translate('app.users.editSimple')} />
      <Card sx={{ mt: 1 }}>
        {isPending ? (
          <CardContent><CircularProgress size={24} /></CardContent>
        ) : error || !data ? (
          <CardContent><Alert severity="error">{translate((error as Error)?.message || 'errors.notFound', { _: (error as Error)?.message })}</Alert></CardContent>
        ) : (
          <RestrictedUserForm record={data} />
        )}
      </Card>
    </>
  );
}

/** /user/{id}/edit/simple (user.update.restricted). */
export function UserEditSimplePage() {
  const entity = useEntity();
  return (
    <RequireAccess rule={simpleAccess(entity, 'edit')}>
      <EditSimple />
    </RequireAccess>
  );
}
