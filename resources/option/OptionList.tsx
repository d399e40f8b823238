import type { RaRecord } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';

/** The generated option group list; holders of only option.update.simple open the simple edit. */
export function OptionList() {
  const grant = useGrant();
  const simple = checkAccess(grant, 'option.update.simple') ? (r: RaRecord) => `/option/${r.id}/edit/simple` : undefined;
  return <SchemaList restrictedPath={simple} />;
}
