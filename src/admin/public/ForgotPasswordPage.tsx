import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { email as emailRule } from '../../core/validators';
import { apiCall } from '../providers/apiCall';
import { PublicPage } from './PublicPage';
import { useNotifyError } from '../providers/useNotifyError';

/**
 * /forgot-password: asks for a reset link (PATCH v1/auth/password/request). The answer is the
 * same whether or not the address exists, and so is the text shown.
 */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [touched, setTouched] = useState(false);
  const invalid = emailRule(email.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!email.trim() || invalid) return;
    setBusy(true);
    try {
      await apiCall('v1/auth/password/request', 'patch', { auth: false, body: { email: email.trim() } });
      setSent(true);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title={translate('app.forgotPassword.title')}>
      {sent ? (
        <Alert severity="success" data-testid="reset-requested">{translate('app.forgotPassword.sent')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Typography color="text.secondary">{translate('app.forgotPassword.hint')}</Typography>
          <TextField
            autoFocus
            required
            name="email"
            type="email"
            autoComplete="username"
            label={translate('resources.user.fields.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={touched && (!email.trim() || !!invalid)}
            helperText={touched && !email.trim() ? translate('ra.validation.required') : touched && invalid ? translate(invalid) : ' '}
          />
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : null}>
            {translate('app.forgotPassword.submit')}
          </Button>
        </form>
      )}
      <Link component={RouterLink} to="/" variant="body2">{translate('app.forgotPassword.back')}</Link>
    </PublicPage>
  );
}
