import { useState } from 'react';
import { Switch } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { registry } from '../registry';
import type { AppDataProvider } from '../providers/dataProvider';
import { useGrant } from '../session/useGrant';
import { useNotifyError } from '../providers/useNotifyError';

interface VisibilitySwitchProps {
  /** react-admin resource of the record (category, article, option, optionArticle) */
  resource: string;
  id: string;
  visible: boolean;
  /** shown in the notice and read by screen readers */
  name: string;
  /** after the server accepted the change */
  onChanged?: (visible: boolean) => void;
}

/**
 * A visibility switch that calls the bulk visible / hide x-action for one record at once
 * (permissions `<resource>.visible` / `.hide`). The switch moves immediately and moves back when
 * the call fails, with the server's reason (a required option group keeps one visible article).
 */
export function VisibilitySwitch({ resource, id, visible, name, onChanged }: VisibilitySwitchProps) {
  const dataProvider = useDataProvider() as AppDataProvider;
  const notify = useNotify();
  const notifyError = useNotifyError();
  const translate = useTranslate();
  const grant = useGrant();
  const [shown, setShown] = useState(visible);
  const [busy, setBusy] = useState(false);
  const actions = registry.get(resource)?.def['x-actions'] ?? {};
  const action = shown ? 'hide' : 'visible';
  const allowed = !!actions[action] && checkAccess(grant, actions[action].access);

  const onChange = async (next: boolean) => {
    setShown(next);
    setBusy(true);
    try {
      await dataProvider.callAction(resource, next ? 'visible' : 'hide', { ids: [id] });
      notify(next ? 'foodcardUi.manager.shown' : 'foodcardUi.manager.hidden', { type: 'info', messageArgs: { name } });
      onChanged?.(next);
    } catch (error) {
      setShown(!next);
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      size="small"
      checked={shown}
      disabled={!allowed || busy}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => onChange(e.target.checked)}
      slotProps={{ input: { 'aria-label': `${translate('foodcardUi.manager.visible')}: ${name}` } }}
    />
  );
}
