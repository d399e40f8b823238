import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { MFA_CODE_LENGTH, useMfaCode } from './useMfaCode';

export { MFA_CODE_LENGTH };

interface MfaDialogProps {
  open: boolean;
  /** shown under the field, e.g. "The MFA-Code is invalid." */
  error?: string | null;
  busy?: boolean;
  /** why the code is asked for (a held action), above the field */
  description?: string;
  /** resolves false when the code was refused: the code clears and the dialog stays open */
  onSubmit: (code: string) => Promise<boolean>;
  onClose: () => void;
}

/** Spec part 1 §4: 6 characters; submit only when complete; a refused code clears, the dialog stays. */
export function MfaDialog({ open, error, busy, description, onSubmit, onClose }: MfaDialogProps) {
  const translate = useTranslate();
  const { code, setCode, submit, close } = useMfaCode(onSubmit, onClose);
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>{translate('app.mfa.title', { _: 'Two-factor authentication' })}</DialogTitle>
        <DialogContent>
          {description && <Typography variant="body2" sx={{ mb: 1 }}>{description}</Typography>}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.mfa.code', { _: 'Code' })}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\s/g, '').slice(0, MFA_CODE_LENGTH))}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: MFA_CODE_LENGTH, inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.mfa.cancel', { _: translate('ra.action.cancel') })}</Button>
          <Button type="submit" variant="contained" disabled={busy || code.length !== MFA_CODE_LENGTH}>
            {translate('app.mfa.submit', { _: translate('ra.action.confirm') })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
