import { FunctionField, useLocaleState } from 'react-admin';
import { formatNumber } from '../../src/admin/format/formatNumber';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { CupCodeDeleteByFilterButton } from './CupCodeDeleteByFilterButton';

/** Code numbers are printed on cups as they are: no thousands separator. */
const plain = { grouping: false } as const;

/**
 * The generated list (toggle per row, bulk toggle, bulk delete, Export of the filtered codes as
 * every list exports: `x-ui.export`, the job cupCodeExport) plus delete by filter.
 */
export function CupCodeList() {
  const [locale] = useLocaleState();
  const cell = (source: string) => <FunctionField source={source} textAlign="right" render={(r) => formatNumber(r[source], locale, plain)} />;
  return (
    <SchemaList
      cells={{ number: cell('number'), startingFrom: cell('startingFrom') }}
      actions={<CupCodeDeleteByFilterButton />}
    />
  );
}
