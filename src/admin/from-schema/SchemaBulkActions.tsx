import type { ReactNode } from 'react';
import { BulkDeleteButton, useCanAccess, useDataProvider, useListContext, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { BULK_FLAGS } from '../../../schemas/_fragments/foodcard';
import { checkAccess } from '../../core/permissions';
import type { AppDataProvider } from '../providers/dataProvider';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { BulkConfirmButton } from './BulkConfirmButton';
import { bulkActionIcon } from './bulkActionIcon';
import { bulkActionsOf } from './bulkActionsOf';
import { humanize } from './humanize';
import { UndoableBulkButton } from './UndoableBulkButton';
import { useEntity } from './useEntity';

/** How many records an action changed: `{ data: { count } }`, `{ count }` or the ids sent. */
function changedCount(result: any, ids: Identifier[]): number {
  const count = result?.data?.count ?? result?.count;
  return typeof count === 'number' ? count : ids.length;
}

/**
 * Bulk actions of a generated list, shown once rows are selected: soft delete of the selection,
 * and the entity's x-actions marked `bulk` (each gated by its own access rule, like the server
 * does). Changes that can be taken back (flags, status, the soft delete) are undoable: a notice
 * with Undo, the call sent when it closes; actions declared `confirm: true` (hard deletes) ask
 * first. `children` are an override's own bulk buttons (e.g. the table QR export), placed before
 * the generated ones.
 */
export function SchemaBulkActions({ children }: { children?: ReactNode }) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const grant = useGrant();
  const { venueId } = useSelectedVenue();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const meta = entity.def['x-ui']?.needsVenue && venueId ? { venue: venueId } : undefined;
  const { selectedIds = [] } = useListContext();
  // react-admin only folds its bulk toolbar away; without a selection the buttons leave the page
  // (and the tab order) too.
  if (!selectedIds.length) return null;

  return (
    <>
      {children}
      {bulkActionsOf(entity)
        .filter((b) => checkAccess(grant, b.spec.access))
        .map(({ action, spec, params, labelKey }) => {
          const suffix = Object.values(params).join('.');
          const fallback = [humanize(action), ...Object.values(params)].join(' ');
          const label = labelKey
            ? translate(labelKey, { _: fallback })
            : translate(`resources.${entity.id}.actions.${action}`, { _: fallback });
          const run = async (ids: Identifier[]) => changedCount(await (dataProvider as AppDataProvider).callAction(resource, action, { ids, params: meta ? { ...params, venue: meta.venue } : params }), ids);
          const icon = bulkActionIcon(action, params);
          if (spec.confirm !== true) {
            const sets = (BULK_FLAGS as Record<string, readonly [string, unknown]>)[action];
            return <UndoableBulkButton key={`${action}.${suffix}`} label={label} icon={icon} run={run} sets={sets} successMessage="app.bulk.changed" />;
          }
          return (
            <BulkConfirmButton
              key={`${action}.${suffix}`}
              label={label}
              icon={icon}
              color="error"
              confirmTitle="app.bulk.confirmTitle"
              titleDefault="Change %{smart_count} record? |||| Change %{smart_count} records?"
              confirmContent="app.bulk.confirmContent"
              contentDefault='Do you want to apply "%{action}" to the %{smart_count} selected records?'
              args={{ action: label }}
              run={run}
              successMessage="app.bulk.changed"
            />
          );
        })}
      {/* the generic delete is soft, so it is undoable like the other changes */}
      {(entity.api.bulkDelete || entity.api.delete) && canDelete && <BulkDeleteButton mutationMode="undoable" mutationOptions={meta ? { meta } : undefined} />}
    </>
  );
}
