import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { DownloadJob } from './jobOutcome';
import { toDownloadJob } from './toDownloadJob';
import { useDownloads } from './useDownloads';

/** react-admin resource name of download jobs (schemas/downloadJob.ts has no route of its own). */
const JOBS = 'downloadJob';

/**
 * Starts a download job (POST v1/jobs `{ handler, params }`) and puts it in the downloads tray,
 * which saves the file when it is ready. Rejects with the API error (the caller reports it).
 */
export function useStartDownload(): (handler: string, params: Record<string, unknown>) => Promise<DownloadJob> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { track } = useDownloads();
  return useCallback(async (handler, params) => {
    const record = await dataProvider.callAction<Record<string, unknown>>(JOBS, 'start', { body: { handler, params } });
    const job = toDownloadJob(record);
    track(job);
    notify('app.downloads.inProgress', { type: 'info' });
    return job;
  }, [dataProvider, notify, track]);
}
