import { NumberField } from 'react-admin';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { CupCodeDeleteByFilterButton } from './CupCodeDeleteByFilterButton';
import { CupCodeExportButton } from './CupCodeExportButton';

/** Code numbers are printed on cups as they are: no thousands separator. */
const plain = { useGrouping: false } as const;

/**
 * The generated list (toggle per row, bulk toggle, bulk delete) plus the two calls that work on
 * the list's filter rather than a selection: export (a download job) and delete by filter.
 */
export function CupCodeList() {
  return (
    <SchemaList
      cells={{ number: <NumberField source="number" options={plain} />, startingFrom: <NumberField source="startingFrom" options={plain} /> }}
      actions={<><CupCodeExportButton /><CupCodeDeleteByFilterButton /></>}
    />
  );
}
