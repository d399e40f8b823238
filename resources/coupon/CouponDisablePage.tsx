import { useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Button, Title, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { apiCall } from '../../src/admin/providers/apiCall';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useGrant } from '../../src/admin/session/useGrant';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { COUPON_RULES } from './couponRules';

/** /coupon/disable: every coupon of the selected venue off (or on again); a venue must be selected. */
export function CouponDisablePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const { venueId, venue } = useSelectedVenue();
  const [busy, setBusy] = useState(false);
  const run = async (on: boolean) => {
    if (!venueId) return;
    setBusy(true);
    try {
      const res = on
        ? await apiCall('v1/general/venue/{venue}/coupons/enable', 'patch', { params: { venue: venueId } })
        : await apiCall('v1/general/venue/{venue}/coupons/disable', 'patch', { params: { venue: venueId } });
      notify(on ? 'couponUi.enabled' : 'couponUi.disabled', { type: 'success', messageArgs: { smart_count: res.data.count } });
    } catch (error) {
      notify((error as Error)?.message || 'couponUi.failed', { type: 'error', messageArgs: { _: translate('couponUi.failed') } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <RequireAccess rule={COUPON_RULES.disable}>
      <Box sx={{ mt: 2 }}>
        <Title title={translate('couponUi.disable')} />
        {!venueId ? (
          <Alert severity="warning">{translate('couponUi.noVenue')}</Alert>
        ) : (
          <Card>
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>{translate('couponUi.venueCodes', { venue: venue?.name ?? '' })}</Typography>
              <Stack direction="row" spacing={2}>
                {checkAccess(grant, 'coupon.disable') && <Button variant="contained" color="error" disabled={busy} label={translate('couponUi.disableAll')} onClick={() => void run(false)} />}
                {checkAccess(grant, 'coupon.enable') && <Button variant="outlined" disabled={busy} label={translate('couponUi.enableAll')} onClick={() => void run(true)} />}
              </Stack>
            </CardContent>
          </Card>
        )}
      </Box>
    </RequireAccess>
  );
}
