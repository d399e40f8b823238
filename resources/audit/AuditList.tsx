import { FunctionField, useLocale } from 'react-admin';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { AuditChanges } from './AuditChanges';
import { AuditSubjectField } from './AuditSubjectField';
import { localeDateTime } from './localeDateTime';
import { useAuditLabels } from './useAuditLabels';

/**
 * The generated audit list with readable action and resource names, the record's title linked
 * to it, dates in the interface's language, and a row that opens the changed fields.
 */
export function AuditList() {
  const labels = useAuditLabels();
  const locale = useLocale();
  return (
    <SchemaList
      expand={<AuditChanges />}
      cells={{
        action: <FunctionField source="action" render={(r) => labels.action(String(r.action ?? ''), r.resource)} />,
        resource: <FunctionField source="resource" render={(r) => labels.resource(String(r.resource ?? ''))} />,
        subject: <AuditSubjectField />,
        date: <FunctionField source="date" render={(r) => localeDateTime(r.date, locale)} />,
      }}
    />
  );
}
