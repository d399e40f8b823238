import { Alert, Box } from '@mui/material';
import { DeleteButton, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess, isAdmin } from '../../src/core/permissions';
import { SchemaInput } from '../../src/admin/from-schema/SchemaInput';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useFieldLabel } from '../../src/admin/from-schema/useFieldLabel';
import { PermissionPicker } from './PermissionPicker';
import { SlugFromName } from './SlugFromName';
import { useGrant } from '../../src/admin/session/useGrant';

function RoleToolbar({ mode }: { mode: 'create' | 'edit' }) {
  const grant = useGrant();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && checkAccess(grant, 'role.delete') && <DeleteButton mutationMode="pessimistic" redirect="list" />}
    </Toolbar>
  );
}

/**
 * Role create/edit form: name, slug and the grouped permission picker. A system role is shown
 * read-only, without save or delete (spec part 1 §5/§6: system roles cannot be changed; the
 * server refuses it too). Admins also pick the role's customer group (empty: a platform role);
 * a brand user's roles get its own group on the server.
 */
export function RoleForm({ mode, defaultValues }: { mode: 'create' | 'edit'; defaultValues?: Record<string, unknown> }) {
  const entity = useEntity();
  const record = useRecordContext();
  const translate = useTranslate();
  const label = useFieldLabel(entity);
  const grant = useGrant();
  const system = mode === 'edit' && record?.isSystem === true;
  const props = entity.def.properties as Record<string, any>;
  return (
    <SimpleForm toolbar={system ? false : <RoleToolbar mode={mode} />} defaultValues={defaultValues} warnWhenUnsavedChanges={!system}>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 1100 }}>
        {system && <Alert severity="info" sx={{ mb: 2 }} data-testid="system-role-note">{translate('app.roles.systemReadOnly')}</Alert>}
        <SchemaInput entity={entity} source="name" path="name" prop={props.name} required readOnly={system} />
        <SchemaInput entity={entity} source="slug" path="slug" prop={props.slug} required readOnly={system} />
        {mode === 'create' && <SlugFromName />}
        {isAdmin(grant) && <SchemaInput entity={entity} source="customerGroup" path="customerGroup" prop={props.customerGroup} readOnly={system} />}
        <PermissionPicker source="permissions" label={label('permissions')} readOnly={system} />
      </Box>
    </SimpleForm>
  );
}
