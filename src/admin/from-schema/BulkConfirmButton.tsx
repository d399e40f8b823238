import { useState, type ReactElement } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import { useNotifyError } from '../providers/useNotifyError';

interface BulkConfirmButtonProps {
  label: string;
  icon?: ReactElement;
  color?: 'primary' | 'error' | 'inherit';
  /** translation keys; they receive smart_count (the selection size) and `args` */
  confirmTitle: string;
  confirmContent: string;
  args?: Record<string, unknown>;
  /** English text for keys the catalogue may lack */
  titleDefault?: string;
  contentDefault?: string;
  /** does the work; answers how many records changed */
  run: (ids: Identifier[]) => Promise<number>;
  /** translation key with smart_count, e.g. 'ra.notification.updated' */
  successMessage: string;
}

/**
 * A bulk action: refuses without a selection (spec part 1 §5), asks for confirmation, runs,
 * then reports how many records changed and clears the selection.
 */
export function BulkConfirmButton({ label, icon, color = 'primary', confirmTitle, confirmContent, args, titleDefault, contentDefault, run, successMessage }: BulkConfirmButtonProps) {
  const { selectedIds = [], onUnselectItems } = useListContext();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const onClick = () => {
    if (!selectedIds.length) {
      notify('app.selectAtLeastOne', { type: 'warning', messageArgs: { _: 'At least one item must be selected.' } });
      return;
    }
    setOpen(true);
  };

  const onConfirm = async () => {
    setBusy(true);
    try {
      const count = await run(selectedIds);
      notify(successMessage, { type: 'info', messageArgs: { smart_count: count } });
      onUnselectItems();
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label={label} onClick={onClick} color={color} disabled={busy}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={confirmTitle}
        content={confirmContent}
        contentTranslateOptions={{ ...args, smart_count: selectedIds.length, ...(contentDefault ? { _: contentDefault } : {}) }}
        titleTranslateOptions={{ ...args, smart_count: selectedIds.length, ...(titleDefault ? { _: titleDefault } : {}) }}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
