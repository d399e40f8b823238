import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';
import { AssignWaiterButton } from './AssignWaiterButton';
import { QrExportButton } from './QrExportButton';

/**
 * The generated table list plus the QR export (table.export) and the Lightspeed waiter
 * assignment (table.update, it asks for the waiter id) beside its bulk actions.
 */
export function TableList() {
  const grant = useGrant();
  const canExport = checkAccess(grant, 'table.export');
  const canAssign = checkAccess(grant, 'table.update');
  const extra = canExport || canAssign ? (
    <>
      {canExport && <QrExportButton />}
      {canAssign && <AssignWaiterButton />}
    </>
  ) : null;
  return <SchemaList extraBulkActions={extra} />;
}
