import { useState } from 'react';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { MAINTENANCE_STATUS_KEY, useMaintenanceStatus, type MaintenanceStatus } from './useMaintenanceStatus';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

type Switch = 'enable' | 'disable';

/**
 * /maintenance (spec part 1 §2, §4): the platform's maintenance mode with its two switches, each
 * confirmed first (POST v1/maintenance/enable, PATCH v1/maintenance/disable). The answer goes
 * straight into the shared status, so the banner follows at once.
 */
export function MaintenancePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useMaintenanceStatus();
  const [asking, setAsking] = useState<Switch | null>(null);
  const [busy, setBusy] = useState(false);
  const active = data?.active === true;

  const run = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const result = await dataProvider.callAction<MaintenanceStatus>('maintenance', asking);
      const next = { active: result?.active === true };
      queryClient.setQueryData(MAINTENANCE_STATUS_KEY, next);
      notify(next.active ? 'app.maintenance.enabled' : 'app.maintenance.disabled', { type: 'success' });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={translate('resources.maintenance.name', { smart_count: 1 })} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ConstructionIcon /> {translate('resources.maintenance.name', { smart_count: 1 })}
        </Typography>
        <Typography color="text.secondary">{translate('app.maintenance.explain')}</Typography>
        {isPending ? (
          <CircularProgress size={24} />
        ) : error ? (
          <Alert severity="error">{translate(error.message || 'errors.unknown', { _: error.message })}</Alert>
        ) : (
          <Alert severity={active ? 'warning' : 'success'} data-testid="maintenance-state">
            {translate(active ? 'app.maintenance.enabled' : 'app.maintenance.disabled')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" color="warning" disabled={isPending || active || busy} onClick={() => setAsking('enable')}>
            {translate('app.maintenance.enable')}
          </Button>
          <Button variant="outlined" disabled={isPending || !active || busy} onClick={() => setAsking('disable')}>
            {translate('app.maintenance.disable')}
          </Button>
        </Box>
      </CardContent>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={asking === 'disable' ? 'app.maintenance.disable' : 'app.maintenance.enable'}
        content={asking === 'disable' ? 'app.maintenance.confirmDisable' : 'app.maintenance.confirmEnable'}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
