import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PublicPage } from './PublicPage';

/**
 * /register/success: the account exists and the welcome mail is on its way. A franchisee learns
 * that the venue waits for verification, a registration through a brand's link that the brand
 * approves it first; everybody can sign in at once.
 */
export function RegisterSuccessPage() {
  const translate = useTranslate();
  const { state } = useLocation();
  const franchisee = (state as { franchisee?: boolean } | null)?.franchisee === true;
  const brand = (state as { brand?: boolean } | null)?.brand === true;
  return (
    <PublicPage title={translate('app.register.success.title')}>
      <Alert severity="success" data-testid="register-success">
        {translate(franchisee ? 'app.register.success.venueText' : brand ? 'app.register.success.groupText' : 'app.register.success.text')}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">{translate('app.register.success.signIn')}</Button>
    </PublicPage>
  );
}
