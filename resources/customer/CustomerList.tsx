import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';
import { ImportLinkButton } from './ImportLinkButton';

/** The generated customer list with the CSV import (create and update rights) ; its Export is the server's customer export (`x-ui.export`). */
export function CustomerList() {
  const grant = useGrant();
  const canImport = checkAccess(grant, 'customer.create') && checkAccess(grant, 'customer.update');
  return (
    <SchemaList
      actions={canImport ? <ImportLinkButton to="/customer/import" label="recordIo.customer.menu" /> : undefined}
      toolbarWhenEmpty
    />
  );
}
