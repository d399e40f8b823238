import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { fieldErrorKey } from './serverMessageKey';

/**
 * The error notice of a failed call made outside react-admin's own mutations: a refused rule
 * (the last visible option article of a required group) in the user's language, otherwise the
 * catalogue key the HTTP client put on the error, otherwise a generic HTTP error.
 */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback((error: unknown) => {
    const rule = fieldErrorKey(error);
    const message = rule?.key ?? ((error as Error)?.message || 'ra.notification.http_error');
    notify(message, { type: 'error', messageArgs: { _: rule?.text ?? message } });
  }, [notify]);
}
