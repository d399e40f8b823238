import { useEffect } from 'react';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Alert } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useMaintenanceStatus } from '../../../resources/maintenance/useMaintenanceStatus';
import { isNetworkError, maintenanceBannerVisible } from './banners';

/**
 * Spec part 1 §2/§4: a banner for everyone while maintenance mode is on. A network error on the
 * status fetch is only logged (as info: the console stays free of warnings); other errors are
 * reported once per failure.
 */
export function MaintenanceBanner() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, error, errorUpdatedAt } = useMaintenanceStatus();

  useEffect(() => {
    if (!error) return;
    if (isNetworkError(error)) {
      console.info(`Maintenance status could not be fetched (${error.message || 'network error'}); trying again in a minute.`);
      return;
    }
    const message = error.message || 'errors.unknown';
    notify(message, { type: 'error', messageArgs: { _: message } });
  }, [error, errorUpdatedAt, notify]);

  if (!maintenanceBannerVisible(data)) return null;
  return (
    <Alert severity="warning" icon={<ConstructionIcon />} sx={{ borderRadius: 0 }} data-testid="maintenance-banner">
      {translate('app.maintenance.banner')}
    </Alert>
  );
}
