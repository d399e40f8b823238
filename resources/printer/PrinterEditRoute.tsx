import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { registry } from '../../src/admin/registry';
import { PrinterBatchEdit } from './PrinterBatchEdit';

const updateRule = registry.get('printer')!.def['x-access'].update ?? 'admin';

/** The spec's /printer/edit: the selected venue's printers edited together (printer update). */
export function PrinterEditRoute() {
  return (
    <RequireAccess rule={updateRule}>
      <PrinterBatchEdit />
    </RequireAccess>
  );
}
