import { DataTable, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
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
