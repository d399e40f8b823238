import { useMemo, useRef } from 'react';
import { useNotify } from 'react-admin';

/**
 * The list query's onError/onSuccess: react-admin's error notice for the first failed load only.
 * While the server stays unreachable the list asks again by itself (ListLoadError) and shows the
 * failure in place; a notice per attempt would pile up. After a success the next failure is
 * told again.
 */
export function useOnceErrorNotice() {
  const notify = useNotify();
  const told = useRef(false);
  return useMemo(
    () => ({
      onError: (error: Error | null | undefined) => {
        if (told.current) return;
        told.current = true;
        notify(error?.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: error?.message } });
      },
      onSuccess: () => {
        told.current = false;
      },
    }),
    [notify],
  );
}
