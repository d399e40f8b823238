import { useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Button, Title, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { RequireAccess } from '../pages/RequireAccess';
import { useGrant } from '../session/useGrant';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';
import type { PromotionConfig } from './PromotionConfig';

/** <base>/disable: every code of the selected venue off (or on again); a venue must be selected. */
export function PromotionVenueSwitchPage({ config }: { config: PromotionConfig }) {
  const { perm, i18n } = config;
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const { venueId, venue } = useSelectedVenue();
  const [busy, setBusy] = useState(false);
  const run = async (on: boolean) => {
    if (!venueId) return;
    setBusy(true);
    try {
      const res = await config.setVenue(venueId, on);
      notify(on ? `${i18n}.enabled` : `${i18n}.disabled`, { type: 'success', messageArgs: { smart_count: res.data.count } });
    } catch (error) {
      notify((error as Error)?.message || `${i18n}.failed`, { type: 'error', messageArgs: { _: translate(`${i18n}.failed`) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <RequireAccess rule={config.rules.disable}>
      <Box sx={{ mt: 2 }}>
        <Title title={translate(`${i18n}.disable`)} />
        {!venueId ? (
          <Alert severity="warning">{translate(`${i18n}.noVenue`)}</Alert>
        ) : (
          <Card>
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>{translate(`${i18n}.venueCodes`, { venue: venue?.name ?? '' })}</Typography>
              <Stack direction="row" spacing={2}>
                {checkAccess(grant, `${perm}.disable`) && <Button variant="contained" color="error" disabled={busy} label={translate(`${i18n}.disableAll`)} onClick={() => void run(false)} />}
                {checkAccess(grant, `${perm}.enable`) && <Button variant="outlined" disabled={busy} label={translate(`${i18n}.enableAll`)} onClick={() => void run(true)} />}
              </Stack>
            </CardContent>
          </Card>
        )}
      </Box>
    </RequireAccess>
  );
}
