import { useState, type FormEvent } from 'react';

/** Spec part 1 §9: MFA codes have 6 characters. */
export const MFA_CODE_LENGTH = 6;

/**
 * The code of an MFA dialog (spec part 1 §4): submitted only when all 6 characters are there;
 * cleared after every attempt, so a refused code leaves an empty field in the open dialog; the
 * dialog closes only on success.
 */
export function useMfaCode(onSubmit: (code: string) => Promise<boolean>, onClose: () => void) {
  const [code, setCode] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The dialog renders in a portal, but React events still bubble to the sign-in form around it.
    e.stopPropagation();
    if (code.length !== MFA_CODE_LENGTH) return;
    const ok = await onSubmit(code);
    setCode('');
    if (ok) onClose();
  };
  const close = () => {
    setCode('');
    onClose();
  };
  return { code, setCode, submit, close, complete: code.length === MFA_CODE_LENGTH };
}
