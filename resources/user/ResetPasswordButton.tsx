import { useState, type FormEvent } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button, HttpError, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { password as passwordRule } from '../../src/core/validators';
import { MESSAGES_EN } from '../../src/core/validationMessages';
import { apiCall } from '../../src/admin/providers/apiCall';
import type { ServerFieldError } from '../../src/admin/providers/fieldErrorMessage';
import { useFieldErrorText } from '../../src/admin/providers/useFieldErrorText';
import { useGrant } from '../../src/admin/session/useGrant';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/**
 * "Reset password" on the user edit screen (user.password.reset): asks for a new password and
 * sets it with `PATCH v1/auth/user/{id}/password/reset`. The server refuses accounts whose
 * role holds rights the caller lacks.
 */
export function ResetPasswordButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const fieldErrorText = useFieldErrorText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const grant = useGrant();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || !checkAccess(grant, 'user.password.reset')) return null;

  const ruleKey = value === '' ? 'ra.validation.required' : passwordRule(value);
  const problem = ruleKey
    ? translate(ruleKey, { _: MESSAGES_EN[ruleKey] ?? ruleKey })
    : value !== repeat ? translate('app.resetPassword.mismatch') : null;

  const close = () => {
    setOpen(false);
    setValue('');
    setRepeat('');
    setTouched(false);
    setServerError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      await apiCall('v1/auth/user/{id}/password/reset', 'patch', { params: { id: String(record.id) }, body: { password: value } });
      notify('app.users.resetDone', { type: 'success', messageArgs: { name: record.name } });
      close();
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? (error.body as { fieldErrors?: ServerFieldError[] } | undefined)?.fieldErrors : undefined;
      if (fieldErrors?.length) setServerError(fieldErrorText(fieldErrors[0]));
      else {
        notifyError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label={translate('app.users.resetPassword')} onClick={() => setOpen(true)}>
        <LockResetIcon />
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} maxWidth="xs" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle>{translate('app.users.resetTitle', { name: record.name })}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>{translate('app.resetPassword.rule')}</DialogContentText>
            <TextField
              type="password"
              name="password"
              autoComplete="new-password"
              autoFocus
              label={translate('app.resetPassword.password')}
              value={value}
              onChange={(e) => { setValue(e.target.value); setServerError(null); }}
              error={(touched && !!ruleKey) || !!serverError}
              helperText={(touched && ruleKey ? problem : null) ?? serverError ?? ' '}
            />
            <TextField
              type="password"
              name="repeat"
              autoComplete="new-password"
              label={translate('app.resetPassword.repeat')}
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              error={touched && !ruleKey && value !== repeat}
              helperText={touched && !ruleKey && value !== repeat ? problem : ' '}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={busy}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy}>{translate('app.resetPassword.submit')}</MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
