import type { ReactElement, ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useCanAccess,
  useListContext,
  useResourceContext,
  useResourceDefinition,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { bulkActionsOf } from './bulkActionsOf';
import { listColumns } from './listColumns';
import { SchemaBulkActions } from './SchemaBulkActions';
import { SchemaField } from './SchemaField';
import { ToggleField } from './ToggleField';
import { useEntity } from './useEntity';
import { useEntityLabel } from './useEntityLabel';
import { useFieldLabel } from './useFieldLabel';
import { useSchemaFilters } from './useSchemaFilters';

function ListActions({ hasFilters, hasBulk, extraBulkActions, extra }: { hasFilters: boolean; hasBulk: boolean; extraBulkActions?: ReactNode; extra?: ReactNode }) {
  const { hasCreate } = useResourceDefinition();
  const { selectedIds = [] } = useListContext();
  return (
    // Entities with many bulk calls (articles: eight flags, copy) wrap instead of pushing the
    // search box to nothing and the last buttons off screen.
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0, flex: '1 1 auto' }}>
      {hasFilters && <FilterButton />}
      {hasCreate && <CreateButton />}
      {extra}
      {/* With a selection the same buttons sit in the bulk toolbar; here they explain that a selection is needed. */}
      {hasBulk && selectedIds.length === 0 && <SchemaBulkActions>{extraBulkActions}</SchemaBulkActions>}
    </TopToolbar>
  );
}

export interface SchemaListProps {
  /**
   * Bulk buttons of an override beside the generated ones (the caller renders them only for
   * users allowed to use them: a non-null value turns the row selection on).
   */
  extraBulkActions?: ReactElement | null;
  /** replaces the cell of a generated column, by property name (the column keeps its label and sort) */
  cells?: Record<string, ReactElement>;
  /** columns after the generated ones (`<DataTable.Col>`s: computed values, row actions) */
  children?: ReactNode;
  /** where a row leads instead of `/<resource>/<id>/edit` (articles: `/article/<category>/<id>/edit`) */
  editPath?: (record: RaRecord) => string;
  /** where a row leads for users who may not edit (a simple edit screen), before the read-only view */
  restrictedPath?: (record: RaRecord) => string | false;
  /** buttons of the top toolbar beside filter and create (e.g. the category reordering) */
  actions?: ReactNode;
  /** a detail panel under a row (the audit entry's changes); rows without a screen open it on click */
  expand?: ReactElement;
}

/**
 * The generated list of any entity: x-ui.list columns (sortable where the server can sort),
 * x-ui.filter filters, server-side paging, row click to the edit screen, bulk actions. The
 * stable storeKey keeps filters, sort and page while the user visits edit/create and returns.
 */
export function SchemaList({ extraBulkActions = null, cells = {}, children, editPath, restrictedPath, actions, expand }: SchemaListProps = {}) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const { hasEdit, hasShow } = useResourceDefinition();
  const filters = useSchemaFilters(entity);
  const label = useFieldLabel(entity);
  const title = useEntityLabel(entity);
  const grant = useGrant();
  const { venueId } = useSelectedVenue();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const sort = entity.def['x-sort'] ?? { field: 'createdAt', direction: 'desc' };
  const needsVenue = !!entity.def['x-ui']?.needsVenue;
  const hasBulk = (canDelete && !!(entity.api.bulkDelete || entity.api.delete))
    || bulkActionsOf(entity).some((b) => checkAccess(grant, b.spec.access))
    || extraBulkActions !== null;
  // Users who may not update a record open it read-only instead of landing on the forbidden page.
  const rowClick = (id: Identifier, _resource: string, record: RaRecord) =>
    hasEdit && canEdit ? (editPath ? editPath(record) : `/${resource}/${id}/edit`) : restrictedPath?.(record) || (hasShow ? `/${resource}/${id}/show` : expand ? 'expand' : false);

  return (
    <List
      storeKey={`${resource}.list`}
      title={title}
      filters={filters}
      actions={<ListActions hasFilters={filters.some((f) => !f.props.alwaysOn)} hasBulk={hasBulk} extraBulkActions={extraBulkActions} extra={actions} />}
      sort={{ field: sort.field, order: sort.direction === 'asc' ? 'ASC' : 'DESC' }}
      perPage={entity.def['x-limit'] ?? 25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
      // The venue is part of the query key, so one venue's rows are never shown under another.
      queryOptions={needsVenue && venueId ? { meta: { venue: venueId } } : undefined}
    >
      <DataTable rowClick={rowClick} expand={expand} bulkActionButtons={hasBulk ? <SchemaBulkActions>{extraBulkActions}</SchemaBulkActions> : false}>
        {listColumns(entity).map((c) => (
          <DataTable.Col key={c.name} source={c.name} label={label(c.name)} disableSort={!c.sortable}>
            {cells[c.name] ?? (c.toggle ? <ToggleField entity={entity} source={c.name} label={label(c.name)} /> : <SchemaField entity={entity} source={c.name} prop={c.prop} />)}
          </DataTable.Col>
        ))}
        {children}
      </DataTable>
    </List>
  );
}
