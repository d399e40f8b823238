import { Box } from '@mui/material';
import { SimpleList, type RaRecord } from 'react-admin';
import type { Entity } from '../../core/registry';
import type { ListColumn } from './listColumns';
import { propType } from './propType';
import { SchemaField } from './SchemaField';

interface SchemaSimpleListProps {
  entity: Entity;
  title: ListColumn | undefined;
  columns: ListColumn[];
  rowPath: (record: RaRecord) => string | false;
}

/**
 * The list on a phone: one line per record, its name first and two more columns below, the
 * whole line opening it (react-admin's SimpleList), so nothing needs scrolling sideways.
 */
export function SchemaSimpleList({ entity, title, columns, rowPath }: SchemaSimpleListProps) {
  // Lists and structures render blocks, which a line of text cannot hold.
  const inline = (c: ListColumn) => c.prop['x-ui']?.widget === 'translatable' || !['array', 'object'].includes(propType(c.prop) ?? '');
  const secondary = columns.filter((c) => c !== title && !c.toggle && inline(c)).slice(0, 2);
  return (
    <SimpleList
      primaryText={title ? <SchemaField entity={entity} source={title.name} prop={title.prop} /> : undefined}
      secondaryText={secondary.length ? (
        <Box component="span" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', overflowWrap: 'anywhere' }}>
          {secondary.map((c) => (
            <Box component="span" key={c.name}>
              <SchemaField entity={entity} source={c.name} prop={c.prop} />
            </Box>
          ))}
        </Box>
      ) : undefined}
      rowClick={(_id, _resource, record) => rowPath(record)}
    />
  );
}
