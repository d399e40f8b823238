import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';

interface Onboarding {
  merchantId: string;
  permissionsGranted: boolean;
  emailConfirmed: boolean;
  paymentsReceivable: boolean;
  complete: boolean;
}

/**
 * /paypal/:id/finish (spec part 1 §2, part 2 §2): where PayPal sends the merchant back after the
 * partner referral. PayPal's query parameters are not trusted: the page asks the server for the
 * onboarding status of the venue's saved merchant id and shows success or the failure notice.
 */
export function PayPalFinishPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['paypal', 'onboarding', id],
    queryFn: () => dataProvider.callAction<Onboarding>('sepa', 'paypalOnboarding', { params: { venue: id } }),
    retry: false,
  });
  const code = (error as { body?: { code?: string } } | null)?.body?.code;
  const failure = code ? translate(`paypalUi.errors.${code}`, { _: translate('paypalUi.errors.PAYPAL_AUTHORIZE_FAILED') }) : translate('paypalUi.errors.PAYPAL_AUTHORIZE_FAILED');
  const yesNo = (v: boolean) => translate(v ? 'paypalUi.yes' : 'paypalUi.no');
  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <Title title={translate('paypalUi.finishTitle')} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">{translate('paypalUi.finishTitle')}</Typography>
        {isPending ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}><CircularProgress size={20} /> {translate('paypalUi.checking')}</Box>
        ) : error ? (
          <Alert severity="error" data-testid="paypal-result">{failure}</Alert>
        ) : (
          <>
            <Alert severity={data!.complete ? 'success' : 'warning'} data-testid="paypal-result">
              {translate(data!.complete ? 'paypalUi.success' : 'paypalUi.incomplete')}
            </Alert>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1 }}>
              <Typography color="text.secondary">{translate('paypalUi.merchantId')}</Typography><Typography>{data!.merchantId}</Typography>
              <Typography color="text.secondary">{translate('paypalUi.permissions')}</Typography><Typography>{yesNo(data!.permissionsGranted)}</Typography>
              <Typography color="text.secondary">{translate('paypalUi.emailConfirmed')}</Typography><Typography>{yesNo(data!.emailConfirmed)}</Typography>
              <Typography color="text.secondary">{translate('paypalUi.receivable')}</Typography><Typography>{yesNo(data!.paymentsReceivable)}</Typography>
            </Box>
          </>
        )}
        <Box>
          <Button component={RouterLink} to={`/venue/${encodeURIComponent(id)}/edit/payment`} variant="outlined">{translate('paypalUi.back')}</Button>
        </Box>
      </CardContent>
    </Card>
  );
}
