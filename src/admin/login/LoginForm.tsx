import { useState, type FormEvent } from 'react';
import { Button, CardContent, CircularProgress, Link, TextField } from '@mui/material';
import { useAuthProvider, useNotificationContext, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { startPage } from '../pages/startPage';
import { email as emailRule } from '../../core/validators';
import { loadSession } from '../providers/sessionStore';
import { MfaDialog } from './MfaDialog';

const isMfaError = (e: any) => e?.name === 'MFAError' || e?.body?.name === 'MFAError';

/**
 * E-mail and password; when the account has two-factor authentication the server answers an
 * MFAError and the code dialog opens (on the sign-in screen the error goes to the screen, not
 * to a notification: spec part 1 §8).
 */
export function LoginForm() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [mfaOpen, setMfaOpen] = useState(false);
  const [mfaError, setMfaError] = useState<string | null>(null);
  // our own translated checks instead of the browser's bubble (the form is noValidate)
  const [touched, setTouched] = useState(false);
  const emailProblem = !email.trim() ? 'ra.validation.required' : emailRule(email.trim());
  const passwordProblem = password ? null : 'ra.validation.required';

  const attempt = async (code?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await authProvider!.login({ email, password, ...(code ? { code } : {}) });
      resetNotifications();
      // The shell stays mounted under `/` (the sign-in is its start page), so the cached
      // "not signed in" answer must go before navigating, or the shell would log out again.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      const session = loadSession();
      navigate(startPage(session ? { role: session.role, permissions: session.permissions } : null));
      return true;
    } catch (error: any) {
      if (isMfaError(error)) {
        setMfaOpen(true);
        setMfaError(code ? translate('app.mfa.invalid', { _: 'The MFA-Code is invalid.' }) : null);
        return false;
      }
      setMfaOpen(false);
      const message = error?.message || 'ra.auth.sign_in_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (emailProblem || passwordProblem) return;
    void attempt();
  };

  return (
    <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 300 }}>
      <TextField
        autoFocus
        required
        name="email"
        type="email"
        autoComplete="username"
        label={translate('resources.user.fields.email', { _: 'E-mail' })}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={touched && !!emailProblem}
        helperText={touched && emailProblem ? translate(emailProblem) : undefined}
      />
      <TextField
        required
        name="password"
        type="password"
        autoComplete="current-password"
        label={translate('ra.auth.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && !!passwordProblem}
        helperText={touched && passwordProblem ? translate(passwordProblem) : undefined}
      />
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : null}>
        {translate('ra.auth.sign_in')}
      </Button>
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
        {translate('app.forgotPassword.link')}
      </Link>
      <Link component={RouterLink} to="/register" variant="body2" sx={{ alignSelf: 'center' }}>
        {translate('app.register.link')}
      </Link>
      <MfaDialog open={mfaOpen} error={mfaError} busy={busy} onSubmit={attempt} onClose={() => { setMfaOpen(false); setMfaError(null); }} />
    </CardContent>
  );
}
