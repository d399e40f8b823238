import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { ApiErrorBody } from './httpClient';

/**
 * The error notice of a failed call made outside react-admin's own mutations: the first field
 * error of a 422 (a refused rule, a taken value) in the user's language, otherwise the
 * catalogue key the HTTP client put on the error ("server not reachable" when no answer came),
 * otherwise a generic HTTP error.
 */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback((error: unknown) => {
    // the HTTP client put the first field error's key on the error (it loads those texts)
    const field = (error as { body?: ApiErrorBody } | null)?.body?.fieldMessage;
    if (field) {
      notify(field.message, { type: 'error', messageArgs: field.args });
      return;
    }
    const message = (error as Error)?.message || 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  }, [notify]);
}
