import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSession } from '../../src/admin/session/useSession';
import { messageOf } from './messageOf';

/**
 * One call of a /billing section, made when the section is shown and again when its venue or
 * period changes; a failure is notified once with the server's words.
 */
export function useBillingCall<T>(key: readonly unknown[], enabled: boolean, call: (signal: AbortSignal) => Promise<T>) {
  const session = useSession();
  const notify = useNotify();
  const translate = useTranslate();
  // per user: another sign-in in this tab must not see the previous user's figures
  const q = useQuery({ queryKey: ['billing', session?.id, ...key], queryFn: ({ signal }) => call(signal), enabled, retry: false });
  useEffect(() => {
    if (q.error) notify(messageOf(q.error, translate('billing.failed')), { type: 'error' });
  }, [q.error, notify, translate]);
  return q;
}
