import { DataTable, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';
import { CopyRoleButton } from './CopyRoleButton';

/** The generated role list with "Copy" per row (role.create). */
export function RoleList() {
  const translate = useTranslate();
  const grant = useGrant();
  return (
    <SchemaList>
      {checkAccess(grant, 'role.create') && (
        <DataTable.Col label={translate('app.roles.actions')} disableSort>
          <CopyRoleButton />
        </DataTable.Col>
      )}
    </SchemaList>
  );
}
