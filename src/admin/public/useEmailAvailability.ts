import { useEffect, useState } from 'react';
import { email as emailRule } from '../../core/validators';
import { apiCall } from '../providers/apiCall';
import { useDebouncedValue } from '../selectedVenue/useDebouncedValue';

/**
 * Whether an e-mail address is already in use, asked while it is typed (POST
 * v1/auth/validation/email, debounced 500 ms). Spec part 1 §5: the check counts as passed when
 * the server rejects the lookup, so any failure answers "not taken" and the registration call
 * itself decides.
 */
export function useEmailAvailability(email: string): { taken: boolean } {
  const value = useDebouncedValue(email.trim());
  const [taken, setTaken] = useState<{ email: string; taken: boolean } | null>(null);
  useEffect(() => {
    if (!value || emailRule(value)) return;
    const abort = new AbortController();
    apiCall('v1/auth/validation/email', 'post', { auth: false, body: { email: value }, signal: abort.signal })
      .then((res) => setTaken({ email: value, taken: res?.unique === false }))
      .catch(() => {
        if (!abort.signal.aborted) setTaken({ email: value, taken: false });
      });
    return () => abort.abort();
  }, [value]);
  // An answer for an address no longer in the field says nothing about the current one.
  return { taken: !!taken && taken.taken && taken.email === email.trim() };
}
