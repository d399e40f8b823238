import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { useGrant } from '../../src/admin/session/useGrant';
import { QrExportButton } from './QrExportButton';

/** The generated table list plus the QR export (table.export) beside its bulk actions. */
export function TableList() {
  const grant = useGrant();
  return <SchemaList extraBulkActions={checkAccess(grant, 'table.export') ? <QrExportButton /> : null} />;
}
