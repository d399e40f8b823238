import { useEffect, useRef } from 'react';
import { isUnreachable, unreachableRetryDelay } from './unreachableRetry';

/**
 * Asks again (`refetch`) while `error` says the server cannot be reached: with a growing pause
 * (unreachableRetryDelay), and at once when the browser reports the network back or the window
 * regains focus. The browser's `online` event alone is not enough: a stopped or restarting
 * server leaves the browser online. Ends when the error goes (the caller stops rendering it).
 */
export function useRefetchWhileUnreachable(error: unknown, refetch: () => unknown): void {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const unreachable = isUnreachable(error);
  useEffect(() => {
    if (!unreachable) return undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      void Promise.resolve(refetchRef.current()).catch(() => undefined);
    };
    const schedule = () => {
      timer = setTimeout(() => {
        again();
        attempt += 1;
        schedule();
      }, unreachableRetryDelay(attempt));
    };
    schedule();
    window.addEventListener('online', again);
    window.addEventListener('focus', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      window.removeEventListener('focus', again);
    };
  }, [unreachable]);
}
