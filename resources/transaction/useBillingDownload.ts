import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import { messageOf } from './messageOf';

/**
 * Starts one of the /billing files as a `payment` download job (kind and its parameters, see
 * src/server/reporting/billingFileJob.ts): it shows in the downloads tray with its progress, can
 * be stopped there, and is saved when ready, as the sales downloads are.
 */
export function useBillingDownload(): (params: Record<string, unknown>) => Promise<void> {
  const start = useStartDownload();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(async (params) => {
    try {
      await start('payment', params);
    } catch (error) {
      notify(messageOf(error, translate('billing.failed')), { type: 'error' });
    }
  }, [start, notify, translate]);
}
