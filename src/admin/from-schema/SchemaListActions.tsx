import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, TopToolbar, useResourceDefinition } from 'react-admin';
import type { Entity } from '../../core/registry';
import { DeferredFilterButton } from './DeferredFilterButton';
import { ListExportButton } from './ListExportButton';

interface SchemaListActionsProps {
  /** the column chooser (DataTable's ColumnsButton), for users allowed to use it */
  hasColumns: boolean;
  entity: Entity;
  /** the selected venue of a list shown per venue */
  venue?: string;
  extra?: ReactNode;
}

/**
 * Top toolbar of a generated list: the filter menu (with "save current query"), create, the override's
 * buttons, column chooser and export of the rows matching the current filters (a download job). Bulk actions are
 * not here: they appear in the bulk toolbar once rows are selected.
 */
export function SchemaListActions({ hasColumns, entity, venue, extra }: SchemaListActionsProps) {
  const { hasCreate } = useResourceDefinition();
  return (
    // Wraps rather than pushing the search box to nothing and the last buttons off screen.
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0, flex: '1 1 auto' }}>
      <DeferredFilterButton entity={entity} />
      {hasCreate && <CreateButton />}
      {extra}
      {hasColumns && <ColumnsButton />}
      <ListExportButton entity={entity} venue={venue} />
    </TopToolbar>
  );
}
