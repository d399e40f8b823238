import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/**
 * The notice of a failed SEPA or PayPal call (spec part 2 §8: SEPA create link, create payment
 * and cancel failures, PayPal authorization failed): the server's code picks the translated
 * text; other failures get the general catalogue's notice.
 */
export function useSepaErrorNotice(): (error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  const fallback = useNotifyError();
  return useCallback((error: unknown) => {
    const code = (error as { body?: { code?: unknown } })?.body?.code;
    if (typeof code === 'string') {
      for (const area of ['sepaUi', 'paypalUi']) {
        const key = `${area}.errors.${code}`;
        if (translate(key, { _: '' })) {
          notify(key, { type: 'error' });
          return;
        }
      }
    }
    fallback(error);
  }, [notify, translate, fallback]);
}
