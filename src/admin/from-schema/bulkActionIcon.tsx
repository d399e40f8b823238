import type { ReactElement } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import FlagIcon from '@mui/icons-material/Flag';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

/** Icons of bulk actions, by x-action name or `<action>.<fixed parameter value>`. */
const ICONS: Record<string, () => ReactElement> = {
  activate: () => <CheckCircleIcon />,
  deactivate: () => <BlockIcon />,
  'setStatus.active': () => <CheckCircleIcon />,
  'setStatus.inactive': () => <BlockIcon />,
  visible: () => <VisibilityIcon />,
  hide: () => <VisibilityOffIcon />,
  controlActivate: () => <FlagIcon />,
  controlDeactivate: () => <OutlinedFlagIcon />,
  priceLock: () => <LockIcon />,
  priceUnlock: () => <LockOpenIcon />,
  hardDeleteMany: () => <DeleteForeverIcon />,
};

/** Each bulk action its own icon, so a row of them can be told apart at a glance. */
export function bulkActionIcon(action: string, params: Record<string, string>): ReactElement {
  const key = [action, ...Object.values(params)].join('.');
  return (ICONS[key] ?? ICONS[action] ?? (() => <PlaylistAddCheckIcon />))();
}
