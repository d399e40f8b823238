import { use } from 'react';
import { DataTable, FunctionField } from 'react-admin';
import { useVenueClock } from '../../src/admin/format/useVenueClock';
import { loadAllCatalogueParts } from '../../src/admin/i18n/loadI18nProvider';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { AuditChanges } from './AuditChanges';
import { AuditPhoneList } from './AuditPhoneList';
import { AuditSentence } from './AuditSentence';

/**
 * The generated audit list read as sentences ("Anna Admin changed table “A1”", the title a link
 * to the record) beside their date in the admin's one date format (on the selected venue's clock); a row opens the changed fields.
 * The action, kind of record, record and user stay filters.
 */
export function AuditList() {
  const clock = useVenueClock();
  // the entries name the actions of any entity: their texts load before the list, not per row
  use(loadAllCatalogueParts());
  return (
    <SchemaList
      expand={<AuditChanges />}
      phoneList={<AuditPhoneList />}
      cells={{ date: <FunctionField source="date" render={(r) => clock.dateTime(r.date, { seconds: true })} /> }}
    >
      <DataTable.Col label="screens.audit.entry" render={() => <AuditSentence />} />
    </SchemaList>
  );
}
