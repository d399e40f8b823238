import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MFA_CODE_LENGTH, useMfaCode } from '../login/useMfaCode';

export interface MfaSetup {
  secret: string;
  otpauthUrl: string;
  /** data:image/png;base64,… */
  qrCode: string;
}

interface MfaSetupDialogProps {
  setup: MfaSetup | null;
  busy: boolean;
  error: string | null;
  /** resolves false when the code was refused: the code clears and the dialog stays open */
  onSubmit: (code: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Turning MFA on: the QR code and key of the pending secret, then a 6-character code from the
 * app (submit only when complete; a refused code clears, the dialog stays: spec part 1 §4).
 */
export function MfaSetupDialog({ setup, busy, error, onSubmit, onClose }: MfaSetupDialogProps) {
  const translate = useTranslate();
  const { code, setCode, submit, close } = useMfaCode(onSubmit, onClose);
  return (
    <Dialog open={!!setup} onClose={close} maxWidth="xs" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>{translate('app.securityPage.setupTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>{translate('app.securityPage.setupHint')}</Typography>
          {setup && (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 2 }}>
              <img src={setup.qrCode} alt={translate('app.securityPage.qrAlt')} width={200} height={200} data-testid="mfa-qr" />
              <Typography variant="caption" color="text.secondary">{translate('app.securityPage.secret')}</Typography>
              <Typography component="code" data-testid="mfa-secret" sx={{ fontFamily: 'monospace', fontSize: 15, letterSpacing: 1, wordBreak: 'break-all', textAlign: 'center' }}>
                {setup.secret}
              </Typography>
            </Box>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            name="code"
            label={translate('app.mfa.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\s/g, '').slice(0, MFA_CODE_LENGTH))}
            error={!!error}
            helperText={error ?? translate('app.mfa.description')}
            slotProps={{ htmlInput: { maxLength: MFA_CODE_LENGTH, inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.mfa.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || code.length !== MFA_CODE_LENGTH}>
            {translate('app.securityPage.activate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
