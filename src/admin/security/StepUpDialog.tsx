import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { MfaDialog } from '../login/MfaDialog';
import { stepUpDialog } from '../providers/stepUpGate';

/**
 * The two-factor dialog of the step-up (spec part 1 §4 and §8), once in the signed-in shell: any
 * call the server holds back for a second factor opens it (stepUpGate); the code repeats the
 * held call, a refused one empties the field and shows "The MFA-Code is invalid.", cancel
 * rejects the call.
 */
export function StepUpDialog() {
  const translate = useTranslate();
  const state = useSyncExternalStore(stepUpDialog.subscribe, stepUpDialog.getState);
  useEffect(() => stepUpDialog.mount(), []);
  return (
    <MfaDialog
      open={state.open}
      busy={state.busy}
      description={translate('app.mfa.stepUp')}
      error={state.invalid ? translate('app.mfa.invalid') : null}
      onSubmit={(code) => stepUpDialog.submit(code)}
      onClose={() => stepUpDialog.cancel()}
    />
  );
}
