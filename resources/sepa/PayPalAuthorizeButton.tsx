import { useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useGrant } from '../../src/admin/session/useGrant';
import { checkAccess } from '../../src/core/permissions';
import { useSepaErrorNotice } from './useSepaErrorNotice';

/**
 * "Authorize PayPal" on the venue's payment settings (spec part 1 §5: the merchant id and e-mail
 * must be saved first, so the button reads the saved record, not the form): asks the server for
 * PayPal's partner-referral URL and goes there; PayPal sends the user back to /paypal/{venue}/finish.
 */
export function PayPalAuthorizeButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const grant = useGrant();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useSepaErrorNotice();
  const [busy, setBusy] = useState(false);
  if (!record?.id || !checkAccess(grant, 'venue.paypal.authorize')) return null;
  const creds = (record.payment as { credentials?: { paypalMerchantId?: string; paypalEmail?: string } } | undefined)?.credentials;
  const saved = !!creds?.paypalMerchantId?.trim() && !!creds?.paypalEmail?.trim();
  const authorize = async () => {
    setBusy(true);
    try {
      const { actionUrl } = await dataProvider.callAction<{ actionUrl: string }>('sepa', 'paypalAuthorize', { params: { venue: String(record.id) } });
      window.location.assign(actionUrl);
    } catch (e) {
      notifyError(e);
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={authorize} disabled={busy || !saved} startIcon={busy ? <CircularProgress size={16} /> : undefined} data-testid="paypal-authorize">
        {translate('paypalUi.authorize')}
      </Button>
      {!saved ? <Typography variant="caption" color="text.secondary">{translate('paypalUi.hint')}</Typography> : null}
    </Box>
  );
}
