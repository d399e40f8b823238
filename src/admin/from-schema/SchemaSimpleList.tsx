import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { SimpleList, type RaRecord } from 'react-admin';
import type { Entity } from '../../core/registry';
import type { ListColumn } from './listColumns';
import { propType } from './propType';
import { RecordLink } from './RecordLink';
import { rowActionColumns, RowActionsMenu } from './RowActionsMenu';
import { SchemaField } from './SchemaField';

interface SchemaSimpleListProps {
  entity: Entity;
  title: ListColumn | undefined;
  columns: ListColumn[];
  rowPath: (record: RaRecord) => string | false;
  /** the list's extra columns (row actions), offered in a "⋮" menu per record */
  children?: ReactNode;
}

/**
 * The list on a phone: one line per record, its name first and two more columns below, the
 * whole line opening it (react-admin's SimpleList), so nothing needs scrolling sideways. With
 * row actions the line is not one big button (a button may not hold other buttons): the name is
 * the link and the actions sit in a "⋮" menu at the end.
 */
export function SchemaSimpleList({ entity, title, columns, rowPath, children }: SchemaSimpleListProps) {
  const actions = rowActionColumns(children);
  // Lists and structures render blocks, which a line of text cannot hold.
  const inline = (c: ListColumn) => c.prop['x-ui']?.widget === 'translatable' || !['array', 'object'].includes(propType(c.prop) ?? '');
  const secondary = columns.filter((c) => c !== title && !c.toggle && inline(c)).slice(0, 2);
  return (
    <SimpleList
      primaryText={title ? (record: RaRecord) => {
        const name = <SchemaField entity={entity} source={title.name} prop={title.prop} />;
        return actions.length ? <RecordLink to={rowPath(record)}>{name}</RecordLink> : name;
      } : undefined}
      secondaryText={secondary.length ? (
        <Box component="span" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', overflowWrap: 'anywhere' }}>
          {secondary.map((c) => (
            <Box component="span" key={c.name}>
              <SchemaField entity={entity} source={c.name} prop={c.prop} />
            </Box>
          ))}
        </Box>
      ) : undefined}
      rowClick={actions.length ? false : (_id, _resource, record) => rowPath(record)}
      rightIcon={actions.length ? () => <RowActionsMenu columns={actions} /> : undefined}
    />
  );
}
