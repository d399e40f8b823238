import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { CupCodeDeleteByFilterButton } from './CupCodeDeleteByFilterButton';
import { CupCodeExportButton } from './CupCodeExportButton';

/**
 * The generated list (toggle per row, bulk toggle, bulk delete) plus the two calls that work on
 * the list's filter rather than a selection: export (a download job) and delete by filter.
 */
export function CupCodeList() {
  return <SchemaList actions={<><CupCodeExportButton /><CupCodeDeleteByFilterButton /></>} />;
}
