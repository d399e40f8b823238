import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar, useResourceDefinition, type Exporter } from 'react-admin';

interface SchemaListActionsProps {
  hasFilters: boolean;
  /** the column chooser (DataTable's ColumnsButton), for users allowed to use it */
  hasColumns: boolean;
  exporter: Exporter;
  /** query meta of the export (the selected venue) */
  meta?: object;
  extra?: ReactNode;
  /** in place of the generic export (SchemaList's `exportButton`) */
  exportButton?: ReactNode;
}

/**
 * Top toolbar of a generated list: filters (with "save current query"), create, the override's
 * buttons, column chooser and export of the rows matching the current filters. Bulk actions are
 * not here: they appear in the bulk toolbar once rows are selected.
 */
export function SchemaListActions({ hasFilters, hasColumns, exporter, meta, extra, exportButton }: SchemaListActionsProps) {
  const { hasCreate } = useResourceDefinition();
  return (
    // Wraps rather than pushing the search box to nothing and the last buttons off screen.
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0, flex: '1 1 auto' }}>
      {hasFilters && <FilterButton />}
      {hasCreate && <CreateButton />}
      {extra}
      {hasColumns && <ColumnsButton />}
      {exportButton ?? <ExportButton exporter={exporter} meta={meta} maxResults={1000} />}
    </TopToolbar>
  );
}
