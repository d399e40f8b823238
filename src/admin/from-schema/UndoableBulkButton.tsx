import type { ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, useAddUndoableMutation, useListContext, useNotify, useRefresh, useResourceContext, type Identifier, type RaRecord } from 'react-admin';
import { useNotifyError } from '../providers/useNotifyError';

interface UndoableBulkButtonProps {
  label: string;
  icon: ReactElement;
  /** does the work once the notice closes without Undo; answers how many records changed */
  run: (ids: Identifier[]) => Promise<unknown>;
  /** the field and value the action sets, shown in the list at once (the visibility of articles) */
  sets?: readonly [string, unknown];
  /** translation key with smart_count */
  successMessage: string;
}

/**
 * A bulk change that can be taken back (react-admin's undoable mode): the list shows the change
 * at once and a notice offers Undo; the call is sent only when the notice closes, so Undo
 * sends nothing and puts the rows back as they were.
 */
export function UndoableBulkButton({ label, icon, run, sets, successMessage }: UndoableBulkButtonProps) {
  const resource = useResourceContext()!;
  const { selectedIds = [], onUnselectItems } = useListContext();
  const queryClient = useQueryClient();
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();

  const onClick = () => {
    const ids = [...selectedIds];
    const queryKey = [resource, 'getList'];
    const snapshot = queryClient.getQueriesData({ queryKey });
    const restore = () => snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
    if (sets) {
      const [field, value] = sets;
      queryClient.setQueriesData<{ data: RaRecord[] }>({ queryKey }, (old) =>
        old?.data ? { ...old, data: old.data.map((r) => (ids.includes(r.id) ? { ...r, [field]: value } : r)) } : old);
    }
    onUnselectItems();
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) {
        restore();
        return;
      }
      run(ids).then(refresh, (error) => {
        restore();
        notifyError(error);
      });
    });
    notify(successMessage, { type: 'info', undoable: true, messageArgs: { smart_count: ids.length } });
  };

  return (
    <Button label={label} onClick={onClick}>
      {icon}
    </Button>
  );
}
