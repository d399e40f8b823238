import { Suspense, type ReactElement, type ReactNode } from 'react';
import { LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  ListBase,
  Loading,
  useCanAccess,
  useResourceContext,
  useResourceDefinition,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { SchemaPagination } from './SchemaPagination';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { bulkActionsOf } from './bulkActionsOf';
import { columnSelectorRule } from './columnSelectorRule';
import { KeyboardDataTableBody } from './KeyboardDataTableBody';
import { listColumns, titleColumn } from './listColumns';
import { RecordLink } from './RecordLink';
import { DeferredBulkActions } from './DeferredBulkActions';
import { SchemaField } from './SchemaField';
import { SchemaListActions } from './SchemaListActions';
import { SchemaListView } from './SchemaListView';
import { ListSearchBox } from './ListSearchBox';
import { DeferredFilterForm } from './DeferredFilterForm';
import { hasSchemaSearch } from './schemaFilterFields';
import { ToggleField } from './ToggleField';
import { useEntity } from './useEntity';
import { useEntityLabel } from './useEntityLabel';
import { useOnceErrorNotice } from './useOnceErrorNotice';
import { useFieldLabel } from './useFieldLabel';
import { editSegment } from '../editSegment';
import { lazyRetry } from '../recovery/lazyRetry';

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
  /** an empty list still shows its toolbar (and so `actions`, e.g. an import) instead of react-admin's empty page */
  toolbarWhenEmpty?: boolean;
  /** filters always applied, not shown (promo codes of the selected venue for users without a global view) */
  filter?: Record<string, unknown>;
  /** replaces the phone's one-column list (the audit log reads as sentences there) */
  phoneList?: ReactElement;
}


// The phone's one-column list (react-admin's SimpleList and the list items under it) loads on a
// phone only: a desktop list does not download it.
const SchemaSimpleList = lazyRetry(() => import('./SchemaSimpleList').then((m) => ({ default: m.SchemaSimpleList })));
/**
 * The generated list of any entity: x-ui.list columns (sortable where the server can sort; the
 * user chooses which, remembered per user), x-ui.filter filters with saved queries, server-side
 * paging, rows that open with a click or Enter, the record's name as a link, bulk actions once
 * rows are selected, export of the filtered rows. Below the `sm` breakpoint a one-column list.
 * The stable storeKey keeps filters, sort and page while the user visits edit/create and returns.
 */
export function SchemaList({ extraBulkActions = null, cells = {}, children, editPath, restrictedPath, actions, expand, toolbarWhenEmpty, filter, phoneList }: SchemaListProps = {}) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const { hasEdit, hasShow } = useResourceDefinition();
  const label = useFieldLabel(entity);
  const title = useEntityLabel(entity);
  const grant = useGrant();
  const { venueId } = useSelectedVenue();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sort = entity.def['x-sort'] ?? { field: 'createdAt', direction: 'desc' };
  const needsVenue = !!entity.def['x-ui']?.needsVenue;
  const meta = needsVenue && venueId ? { venue: venueId } : undefined;
  const columnRule = columnSelectorRule(entity);
  const hasBulk = (canDelete && !!(entity.api.bulkDelete || entity.api.delete))
    || bulkActionsOf(entity).some((b) => checkAccess(grant, b.spec.access))
    || extraBulkActions !== null;
  // Users who may not update a record open it read-only instead of landing on the forbidden page.
  const rowPath = (record: RaRecord): string | false =>
    hasEdit && canEdit ? (editPath ? editPath(record) : `/${resource}/${record.id}/${editSegment(entity)}`) : restrictedPath?.(record) || (hasShow ? `/${resource}/${record.id}/show` : false);
  // Lists without a screen per record (the audit log) open the row's detail panel instead.
  const rowClick = (_id: Identifier, _resource: string, record: RaRecord) => rowPath(record) || (expand ? 'expand' : false);
  const columns = listColumns(entity);
  const named = titleColumn(entity, columns);
  const errorNotice = useOnceErrorNotice();

  return (
    <ListBase
      storeKey={`${resource}.list`}
      filter={filter}
      sort={{ field: sort.field, order: sort.direction === 'asc' ? 'ASC' : 'DESC' }}
      perPage={entity.def['x-limit'] ?? 25}
      // Export is a server-side download job (ListExportButton), not react-admin's exporter.
      exporter={false}
      authLoading={<Loading />}
      // The venue is part of the query key, so one venue's rows are never shown under another.
      // A failed load is told by the list itself (ListLoadError), which asks again while the
      // server is unreachable: one notice, not one per attempt.
      queryOptions={{ ...(meta ? { meta } : {}), ...errorNotice }}
    >
      <SchemaListView
        title={title}
        filters={<>{hasSchemaSearch(entity) && <ListSearchBox />}<DeferredFilterForm entity={entity} /></>}
        actions={
          <SchemaListActions
            hasColumns={!phone && (columnRule === null || checkAccess(grant, columnRule))}
            entity={entity}
            venue={meta?.venue}
            extra={actions}
          />
        }
        pagination={<SchemaPagination />}
        {...(toolbarWhenEmpty ? { empty: false as const } : {})}
      >
        {phone ? (
          <Suspense fallback={<LinearProgress />}>
            {phoneList ?? <SchemaSimpleList entity={entity} title={named} columns={columns} rowPath={rowPath}>{children}</SchemaSimpleList>}
          </Suspense>
        ) : (
          <DataTable rowClick={rowClick} expand={expand} body={KeyboardDataTableBody} bulkActionButtons={hasBulk ? <DeferredBulkActions>{extraBulkActions}</DeferredBulkActions> : false}>
            {columns.map((c) => {
              const cell = cells[c.name] ?? (c.toggle ? <ToggleField entity={entity} source={c.name} label={label(c.name)} canEdit={canEdit} /> : <SchemaField entity={entity} source={c.name} prop={c.prop} />);
              return (
                <DataTable.Col
                  key={c.name}
                  source={c.name}
                  label={label(c.name)}
                  disableSort={!c.sortable}
                  render={c === named ? (record: RaRecord) => <RecordLink to={rowPath(record)}>{cell}</RecordLink> : undefined}
                >
                  {c === named ? undefined : cell}
                </DataTable.Col>
              );
            })}
            {children}
          </DataTable>
        )}
      </SchemaListView>
    </ListBase>
  );
}
