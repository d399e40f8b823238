import type { ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { useCanAccess, useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import type { AppDataProvider } from '../providers/dataProvider';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { BulkConfirmButton } from './BulkConfirmButton';
import { bulkActionsOf } from './bulkActionsOf';
import { humanize } from './humanize';
import { useEntity } from './useEntity';
import { useEntityLabel } from './useEntityLabel';

/** How many records an action changed: `{ data: { count } }`, `{ count }` or the ids sent. */
function changedCount(result: any, ids: unknown[]): number {
  const count = result?.data?.count ?? result?.count;
  return typeof count === 'number' ? count : ids.length;
}

/**
 * Bulk actions of a generated list: soft delete of the selection, and the entity's x-actions
 * marked `bulk` (each gated by its own access rule, like the server does). `children` are an
 * override's own bulk buttons (e.g. the table QR export), placed before the generated ones.
 */
export function SchemaBulkActions({ children }: { children?: ReactNode }) {
  const entity = useEntity();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const grant = useGrant();
  const { venueId } = useSelectedVenue();
  const { selectedIds = [] } = useListContext();
  const name = useEntityLabel(entity, Math.max(selectedIds.length, 1));
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const meta = entity.def['x-ui']?.needsVenue && venueId ? { venue: venueId } : undefined;

  return (
    <>
      {children}
      {bulkActionsOf(entity)
        .filter((b) => checkAccess(grant, b.spec.access))
        .map(({ action, params, labelKey }) => {
          const suffix = Object.values(params).join('.');
          const fallback = [humanize(action), ...Object.values(params)].join(' ');
          const label = labelKey
            ? translate(labelKey, { _: fallback })
            : translate(`resources.${entity.id}.actions.${action}`, { _: fallback });
          return (
            <BulkConfirmButton
              key={`${action}.${suffix}`}
              label={label}
              icon={<PlaylistAddCheckIcon />}
              confirmTitle="app.bulk.confirmTitle"
              titleDefault="Change %{smart_count} record? |||| Change %{smart_count} records?"
              confirmContent="app.bulk.confirmContent"
              contentDefault='Do you want to apply "%{action}" to the %{smart_count} selected records?'
              args={{ action: label }}
              run={async (ids) => changedCount(await (dataProvider as AppDataProvider).callAction(resource, action, { ids, params: meta ? { ...params, venue: meta.venue } : params }), ids)}
              successMessage="app.bulk.changed"
            />
          );
        })}
      {(entity.api.bulkDelete || entity.api.delete) && canDelete && (
        <BulkConfirmButton
          label={translate('ra.action.delete')}
          icon={<DeleteIcon />}
          color="error"
          confirmTitle="ra.message.bulk_delete_title"
          confirmContent="ra.message.bulk_delete_content"
          args={{ name }}
          run={async (ids) => {
            const { data } = await dataProvider.deleteMany(resource, { ids, meta });
            return data?.length ?? ids.length;
          }}
          successMessage="ra.notification.deleted"
        />
      )}
    </>
  );
}
