import { Switch } from '@mui/material';
import { useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import type { Entity } from '../../core/registry';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import { useNotifyError } from '../providers/useNotifyError';

/**
 * `x-ui.list: 'toggle'`: an inline switch. Optimistic: the list shows the new value at once and
 * react-admin rolls the cache back when the call fails (spec part 1 §4: "Active toggle is applied
 * immediately and reverted if the call fails"); the failure is also notified. Whether the user may
 * edit comes from the list (one access check, not one per row: a check per cell was a query per cell).
 */
export function ToggleField({ entity, source, label, canEdit }: { entity: Entity; source: string; label: string; canEdit: boolean | undefined }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notifyError = useNotifyError();
  const { venueId } = useSelectedVenue();
  const [update] = useUpdate();
  if (!record) return null;
  const checked = !!record[source];
  const readOnly = !canEdit || !!entity.def.properties[source]?.readOnly;
  return (
    <Switch
      size="small"
      checked={checked}
      disabled={readOnly}
      slotProps={{ input: { 'aria-label': label } }}
      // the row's click opens the edit screen; a toggle must not
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => {
        update(
          resource,
          {
            id: record.id,
            data: { [source]: e.target.checked },
            previousData: record,
            meta: entity.def['x-ui']?.needsVenue && venueId ? { venue: venueId } : undefined,
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
