import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { firstFieldError } from './firstFieldError';
import { fieldErrorMessage } from './fieldErrorMessage';

/**
 * The error notice of a failed call made outside react-admin's own mutations: the first field
 * error of a 422 (a refused rule, a taken value) in the user's language, otherwise the
 * catalogue key the HTTP client put on the error ("server not reachable" when no answer came),
 * otherwise a generic HTTP error.
 */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback((error: unknown) => {
    const field = firstFieldError(error);
    if (field) {
      const { message, args } = fieldErrorMessage(field);
      notify(message, { type: 'error', messageArgs: args });
      return;
    }
    const message = (error as Error)?.message || 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  }, [notify]);
}
