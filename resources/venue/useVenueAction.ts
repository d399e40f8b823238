import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider, CallActionOptions } from '../../src/admin/providers/dataProvider';

/**
 * Runs one of the venue's x-actions from a venue screen: busy while it runs, the record reloaded
 * after it, the server's message as an error notice when it fails. Resolves to the answer's data,
 * or undefined when the call failed.
 */
export function useVenueAction() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async <T,>(action: string, options: CallActionOptions): Promise<T | undefined> => {
    setBusy(true);
    try {
      const data = await dataProvider.callAction<T>('venue', action, options);
      refresh();
      return data;
    } catch (error) {
      const message = (error as Error)?.message || 'errors.unknown';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
