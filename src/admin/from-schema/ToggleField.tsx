import { Switch } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import type { AppDataProvider } from '../providers/dataProvider';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useNotifyError } from '../providers/useNotifyError';
import { useGrant } from '../session/useGrant';
import { flagActionFor } from './flagActionFor';

/**
 * `x-ui.list: 'toggle'`: an inline switch. Optimistic: the list shows the new value at once and
 * react-admin rolls the cache back when the call fails (spec part 1 §4: "Active toggle is applied
 * immediately and reverted if the call fails"); the failure is also notified. Whether the user may
 * edit comes from the list (one access check, not one per row: a check per cell was a query per cell).
 * A user who may not edit the record but may run the entity's flag action (an operator's Show/Hide
 * of articles) switches through that action, one row at a time, as the bulk button does for many.
 */
export function ToggleField({ entity, source, label, canEdit }: { entity: Entity; source: string; label: string; canEdit: boolean | undefined }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notifyError = useNotifyError();
  const { venueId } = useSelectedVenue();
  const [update] = useUpdate();
  const dataProvider = useDataProvider() as AppDataProvider;
  const queryClient = useQueryClient();
  const grant = useGrant();
  if (!record) return null;
  const checked = !!record[source];
  const meta = entity.def['x-ui']?.needsVenue && venueId ? { venue: venueId } : undefined;
  const flag = flagActionFor(entity, source, !checked);
  const byAction = !canEdit && !!flag && checkAccess(grant, flag.spec.access);
  const readOnly = (!canEdit && !byAction) || !!entity.def.properties[source]?.readOnly;
  const setInLists = (value: boolean) =>
    queryClient.setQueriesData<{ data: RaRecord[] }>({ queryKey: [resource, 'getList'] }, (old) =>
      old?.data ? { ...old, data: old.data.map((r) => (r.id === record.id ? { ...r, [source]: value } : r)) } : old);
  return (
    <Switch
      size="small"
      checked={checked}
      disabled={readOnly}
      slotProps={{ input: { 'aria-label': label } }}
      // the row's click opens the edit screen; a toggle must not
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => {
        if (byAction) {
          // optimistic like the update below: shown at once, put back when the call fails
          setInLists(e.target.checked);
          dataProvider.callAction(resource!, flag!.action, { ids: [record.id], params: meta ?? {} }).catch((error) => {
            setInLists(checked);
            notifyError(error);
          });
          return;
        }
        update(
          resource,
          {
            id: record.id,
            data: { [source]: e.target.checked },
            previousData: record,
            meta,
          },
          {
            mutationMode: 'optimistic',
            // A refused rule (the last visible option article of a required group) says why.
            onError: notifyError,
          },
        );
      }}
    />
  );
}
