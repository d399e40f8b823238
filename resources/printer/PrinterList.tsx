import { DataTable, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { registry } from '../../src/admin/registry';
import { useGrant } from '../../src/admin/session/useGrant';
import { LastSignalField, OnlineField } from './PrinterSignalFields';
import { RestartPrinterButton } from './RestartPrinterButton';

/**
 * The generated printer list with the spec's online state (heartbeat at most 5 minutes old),
 * the last signal as relative time and date, and a restart action per row (printer.restart).
 */
export function PrinterList() {
  const translate = useTranslate();
  const grant = useGrant();
  return (
    <SchemaList cells={{ heartbeat: <LastSignalField /> }}>
      <DataTable.Col label={translate('app.printer.online')} disableSort>
        <OnlineField />
      </DataTable.Col>
      {checkAccess(grant, 'printer.restart') && (
        <DataTable.Col label={translate('app.printer.actions')} disableSort>
          <RestartPrinterButton />
        </DataTable.Col>
      )}
    </SchemaList>
  );
}

const viewRule = registry.get('printer')!.def['x-access'].view;

/** The spec's /printer/edit: the printer list, where each row opens its own edit screen. */
export function PrinterEditRoute() {
  return (
    <RequireAccess rule={viewRule}>
      <PrinterList />
    </RequireAccess>
  );
}
