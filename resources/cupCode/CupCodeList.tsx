import { NumberField } from 'react-admin';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { CupCodeDeleteByFilterButton } from './CupCodeDeleteByFilterButton';

/** Code numbers are printed on cups as they are: no thousands separator. */
const plain = { useGrouping: false } as const;

/**
 * The generated list (toggle per row, bulk toggle, bulk delete, Export of the filtered codes as
 * every list exports: `x-ui.export`, the job cupCodeExport) plus delete by filter.
 */
export function CupCodeList() {
  return (
    <SchemaList
      cells={{ number: <NumberField source="number" options={plain} />, startingFrom: <NumberField source="startingFrom" options={plain} /> }}
      actions={<CupCodeDeleteByFilterButton />}
    />
  );
}
