import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { ApiErrorBody } from '../providers/httpClient';
import { apiCall } from '../providers/apiCall';
import { useFieldErrorText } from '../providers/useFieldErrorText';
import { PublicPage } from './PublicPage';
import { resetPasswordErrors } from './resetPasswordErrors';

type Problem = 'tokenInvalid' | 'failed' | null;

/**
 * /reset/{token}: sets a new password with the mailed token (PATCH v1/auth/password). An unknown
 * or expired token says so and links to a new request; success notifies and goes to sign-in.
 */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const fieldErrorText = useFieldErrorText();
  const notify = useNotify();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = resetPasswordErrors(password, repeat);
  const shown = touched ? errors : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (errors.password || errors.repeat) return;
    setBusy(true);
    setProblem(null);
    setServerError(null);
    try {
      await apiCall('v1/auth/password', 'patch', { auth: false, body: { token, password } });
      notify('app.resetPassword.success', { type: 'success' });
      navigate('/');
    } catch (error) {
      const body = (error as { body?: ApiErrorBody }).body;
      if (body?.code === 'RESET_TOKEN_INVALID') setProblem('tokenInvalid');
      else if (body?.fieldErrors?.some((f) => f.path === 'password')) setServerError(fieldErrorText(body.fieldErrors.find((f) => f.path === 'password')!));
      else setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title={translate('app.resetPassword.title')}>
      {problem === 'tokenInvalid' && (
        <Alert severity="error" data-testid="reset-token-invalid">
          {translate('app.resetPassword.tokenInvalid')}{' '}
          <Link component={RouterLink} to="/forgot-password">{translate('app.resetPassword.requestNew')}</Link>
        </Alert>
      )}
      {problem === 'failed' && <Alert severity="error">{translate('app.resetPassword.failed')}</Alert>}
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField
          autoFocus
          required
          name="password"
          type="password"
          autoComplete="new-password"
          label={translate('app.resetPassword.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!shown.password || !!serverError}
          helperText={shown.password ? translate(shown.password) : serverError ?? translate('app.resetPassword.rule')}
        />
        <TextField
          required
          name="repeat"
          type="password"
          autoComplete="new-password"
          label={translate('app.resetPassword.repeat')}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={!!shown.repeat}
          helperText={shown.repeat ? translate(shown.repeat) : ' '}
        />
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : null}>
          {translate('app.resetPassword.submit')}
        </Button>
      </form>
      <Link component={RouterLink} to="/" variant="body2">{translate('app.forgotPassword.back')}</Link>
    </PublicPage>
  );
}
