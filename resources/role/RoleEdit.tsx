import { Edit, TopToolbar } from 'react-admin';
import { RecordTitle } from '../../src/admin/from-schema/RecordTitle';
import { toPayload } from '../../src/admin/from-schema/toPayload';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { CopyRoleButton } from './CopyRoleButton';
import { RoleForm } from './RoleForm';

/** /role/{id}/edit: the role form, with "Copy" in the top toolbar. */
export function RoleEdit() {
  const entity = useEntity();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="/role"
      transform={(data: Record<string, unknown>) => {
        const { isSystem: _system, ...rest } = toPayload(entity, data, 'edit') as Record<string, unknown>;
        return rest;
      }}
      actions={<TopToolbar><CopyRoleButton /></TopToolbar>}
      title={<RecordTitle entity={entity} />}
    >
      <RoleForm mode="edit" />
    </Edit>
  );
}
