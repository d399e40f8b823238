import { useState, type FormEvent } from 'react';
import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { password as passwordRule } from '../../core/validators';
import { apiCall } from '../providers/apiCall';
import type { ServerFieldError } from '../providers/fieldErrorMessage';
import { useFieldErrorText } from '../providers/useFieldErrorText';

type Field = 'currentPassword' | 'password' | 'confirm';

/** Server error codes of this call that belong to a field, with their catalogue keys. */
const FIELD_CODES: Record<string, [Field, string]> = {
  CURRENT_PASSWORD_WRONG: ['currentPassword', 'screens.password.currentWrong'],
};

/**
 * Self-service password change (PATCH v1/auth/user/password/change, any signed-in account): the
 * current password, the new one twice. The server ends every other session and answers a new
 * token, which replaces this session's; wrong current passwords are rate limited there. Its title
 * is the page's heading (`h1`) when the two-factor card above it is not shown.
 */
export function ChangePasswordCard({ heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const translate = useTranslate();
  const fieldErrorText = useFieldErrorText();
  const notify = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  const check = (): Partial<Record<Field, string>> => {
    const out: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) out.currentPassword = translate('ra.validation.required');
    const weak = values.password ? passwordRule(values.password) : 'ra.validation.required';
    if (weak) out.password = translate(weak, { _: weak });
    if (values.confirm !== values.password) out.confirm = translate('screens.password.mismatch');
    return out;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      // the answer's token replaces this session's before any other call goes out
      await apiCall('v1/auth/user/password/change', 'patch', { body: { currentPassword: values.currentPassword, password: values.password }, replacesToken: true });
      setValues({ currentPassword: '', password: '', confirm: '' });
      notify('screens.password.changed', { type: 'success' });
    } catch (err) {
      const error = err as { body?: { code?: string; fieldErrors?: ServerFieldError[] }; message?: string };
      const known = error.body?.code ? FIELD_CODES[error.body.code] : undefined;
      if (known) setErrors({ [known[0]]: translate(known[1]) });
      else if (error.body?.fieldErrors?.length) setErrors(Object.fromEntries(error.body.fieldErrors.map((f) => [f.path, fieldErrorText(f)])));
      else notify(error.message || 'errors.unknown', { type: 'error', messageArgs: { _: error.message } });
    } finally {
      setBusy(false);
    }
  };

  const input = (f: Field, autoComplete: string) => (
    <TextField
      name={f}
      type="password"
      label={translate(`screens.password.${f}`)}
      value={values[f]}
      onChange={set(f)}
      autoComplete={autoComplete}
      error={!!errors[f]}
      helperText={errors[f] ?? (f === 'password' ? translate('screens.password.rule') : ' ')}
      size="small"
      fullWidth
    />
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="change-password-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography id="change-password-title" variant="h5" component={heading} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <KeyIcon /> {translate('screens.password.title')}
          </Typography>
          <Typography color="text.secondary">{translate('screens.password.explain')}</Typography>
          {input('currentPassword', 'current-password')}
          {input('password', 'new-password')}
          {input('confirm', 'new-password')}
          <Box>
            <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : null}>
              {translate('screens.password.submit')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
