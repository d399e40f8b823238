import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';

/** Starts a sync job action and keeps the queued job's id; a refusal is a notice in the user's language. */
export function useStartJob() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = async (action: string, body: Record<string, unknown>, params?: Record<string, string>) => {
    setBusy(true);
    try {
      const job = await dataProvider.callAction<{ _id?: string; id?: string }>('syncJob', action, { body, params });
      setJobId(String(job._id ?? job.id));
    } catch (e) {
      const message = (e as Error)?.message || 'errors.unknown';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };
  return { busy, jobId, start };
}
