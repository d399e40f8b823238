import { Navigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { useGrant } from '../session/useGrant';
import { DASHBOARD_PERMISSION } from './startPage';
import { HomePage } from './HomePage';

/**
 * /dashboard (statistics overview permission). The statistics screen is not built yet; until
 * then it shows the home content under the dashboard's title.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const grant = useGrant();
  if (!checkAccess(grant, DASHBOARD_PERMISSION)) return <Navigate to="/401" replace />;
  return <HomePage title={translate('menu.dashboard', { _: 'Dashboard' })} />;
}
