import { useEffect, useState } from 'react';
import SecurityIcon from '@mui/icons-material/Security';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { RequireAccess } from '../pages/RequireAccess';
import { apiCall } from '../providers/apiCall';
import { setSessionMfa } from '../providers/sessionStore';
import { useGrant } from '../session/useGrant';
import { useSession } from '../session/useSession';
import { isMfaError } from './isMfaError';
import { MfaSetupDialog, type MfaSetup } from './MfaSetupDialog';
import { ChangePasswordCard } from './ChangePasswordCard';
import { MFA_ACCESS, SECURITY_ACCESS } from './securityAccess';

/** Other failures go to the notification bar; the message is a catalogue key or the server's text. */
function useReport() {
  const notify = useNotify();
  return (error: unknown) => {
    const message = (error as Error)?.message || 'errors.unknown';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}

function Security() {
  const translate = useTranslate();
  const notify = useNotify();
  const report = useReport();
  const grant = useGrant();
  const session = useSession();
  const on = session?.mfa === true;
  const canEnable = checkAccess(grant, 'mfa.enable');
  const canDisable = checkAccess(grant, 'mfa.disable');
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);

  // The cookie holds the flag of the login; the server knows whether it changed since (another tab).
  useEffect(() => {
    let live = true;
    apiCall('v1/auth/session', 'get')
      .then((s) => {
        if (live && typeof s?.mfa === 'boolean') setSessionMfa(s.mfa);
      })
      .catch(() => undefined); // the stored flag stays; a real session loss shows on the next call
    return () => {
      live = false;
    };
  }, []);

  const startSetup = async () => {
    setBusy(true);
    try {
      const body = await apiCall('v1/auth/mfa/setup', 'post');
      setCodeError(null);
      setSetup(body.data);
    } catch (e) {
      report(e);
    } finally {
      setBusy(false);
    }
  };

  /** POST v1/auth/mfa/enable with a code of the pending secret; false keeps the dialog open. */
  const enable = async (code: string): Promise<boolean> => {
    setBusy(true);
    try {
      const body = await apiCall('v1/auth/mfa/enable', 'post', { body: { code } });
      setSessionMfa(body.data.mfa);
      setCodeError(null);
      notify('app.securityPage.enabled', { type: 'success' });
      return true;
    } catch (e) {
      if (isMfaError(e)) setCodeError(translate('app.mfa.invalid'));
      else report(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** A stepped-up call: the shell's two-factor dialog asks for the code and repeats it. */
  const disable = async () => {
    setBusy(true);
    try {
      const body = await apiCall('v1/auth/mfa/disable', 'post');
      setSessionMfa(body.data.mfa);
      notify('app.securityPage.disabled', { type: 'success' });
    } catch (e) {
      report(e);
    } finally {
      setBusy(false);
    }
  };

  const closeDialogs = () => {
    setSetup(null);
    setCodeError(null);
  };

  return (
    <Card sx={{ mt: 1, maxWidth: 720 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SecurityIcon /> {translate('app.mfa.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.securityPage.explain')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography>{translate('app.securityPage.status')}</Typography>
          <Chip
            data-testid="mfa-state"
            color={on ? 'success' : 'default'}
            label={translate(on ? 'app.securityPage.on' : 'app.securityPage.off')}
          />
        </Box>
        <Box>
          {on && canDisable && (
            <Button variant="outlined" color="error" disabled={busy} onClick={disable}>
              {translate('app.securityPage.turnOff')}
            </Button>
          )}
          {!on && canEnable && (
            <Button variant="contained" disabled={busy} onClick={startSetup} startIcon={busy ? <CircularProgress size={16} /> : null}>
              {translate('app.securityPage.turnOn')}
            </Button>
          )}
          {on && !canDisable && <Alert severity="info">{translate('app.securityPage.noDisable')}</Alert>}
          {!on && !canEnable && <Alert severity="info">{translate('app.securityPage.noEnable')}</Alert>}
        </Box>
      </CardContent>
      <MfaSetupDialog setup={setup} busy={busy} error={codeError} onSubmit={enable} onClose={closeDialogs} />
    </Card>
  );
}

function SecurityCards() {
  const grant = useGrant();
  const translate = useTranslate();
  const mfa = checkAccess(grant, MFA_ACCESS);
  return (
    <>
      {/* the page's title even when only the password card is shown */}
      <Title title={translate('app.security')} />
      {mfa && <Security />}
      <ChangePasswordCard heading={mfa ? 'h2' : 'h1'} />
    </>
  );
}

/**
 * /auth/security (spec part 1 §2): turn two-factor authentication on (mfa.enable) or off
 * (mfa.disable, a stepped-up call), and change one's own password (every signed-in account).
 */
export function SecurityPage() {
  return (
    <RequireAccess rule={SECURITY_ACCESS}>
      <SecurityCards />
    </RequireAccess>
  );
}
