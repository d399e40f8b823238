import { Create } from 'react-admin';
import { schemaDefaults } from '../../src/admin/from-schema/schemaDefaults';
import { toPayload } from '../../src/admin/from-schema/toPayload';
import { useEntity } from '../../src/admin/from-schema/useEntity';
import { useEntityLabel } from '../../src/admin/from-schema/useEntityLabel';
import { RoleForm } from './RoleForm';

/** /role/create, also opened by "Copy" with the copy as location state `{ record }`. */
export function RoleCreate() {
  const entity = useEntity();
  const title = useEntityLabel(entity, 1);
  return (
    <Create
      title={title}
      redirect="/role"
      transform={(data: Record<string, unknown>) => {
        // isSystem is server-owned: a copy of a system role carries `false`, never sent.
        const { isSystem: _system, ...rest } = toPayload(entity, data, 'create') as Record<string, unknown>;
        return rest;
      }}
    >
      <RoleForm mode="create" defaultValues={schemaDefaults(entity)} />
    </Create>
  );
}
