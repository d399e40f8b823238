import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { apiCall, apiFile } from '../providers/apiCall';
import { useSession } from '../session/useSession';
import { DownloadsContext } from './DownloadsContext';
import { giveUpJob } from './giveUpJob';
import { DOWNLOAD_POLL_MS, trayDecision, type DownloadJob } from './jobOutcome';
import { saveBlob } from './saveBlob';
import { toDownloadJob } from './toDownloadJob';

const jobsOf = async (owner: string): Promise<DownloadJob[]> => {
  const body = await apiCall('v1/jobs', 'get', { filters: { owner }, query: { sort: 'createdAt', direction: 'desc' } });
  return (body?.data ?? []).map(toDownloadJob);
};

const saveJobFile = async (job: DownloadJob): Promise<void> => {
  const file = await apiFile('v1/jobs/{id}/file', 'get', { params: { id: job.id } });
  saveBlob(file.blob, file.filename ?? job.file ?? 'download');
};

const stopJob = (job: DownloadJob) => apiCall('v1/jobs/{id}/stop', 'post', { params: { id: job.id } });
const deleteJob = (job: DownloadJob) => giveUpJob(job, { stop: () => stopJob(job), remove: () => apiCall('v1/jobs/{id}', 'delete', { params: { id: job.id } }) });

/**
 * The downloads tray's state (spec part 1 §4 "Downloads"): the user's jobs, polled every 3 s while
 * one is created or in progress. A finished job is fetched and saved with an info notice; a failed
 * one, or one running past its timeout, is deleted with the spec's error notice. Polling errors
 * are ignored: the next poll tries again.
 */
export function DownloadsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const owner = session?.id || null;
  const notify = useNotify();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const [jobs, setJobs] = useState<DownloadJob[]>([]);
  const watching = useRef(new Set<string>());
  /** jobs already saved or removed in this visit (a later poll may still list them) */
  const handled = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = useRef(false);
  const pollRef = useRef<() => void>(() => undefined);

  const schedule = useCallback((ms: number) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => pollRef.current(), ms);
  }, []);

  useEffect(() => {
    if (!owner) return;
    let live = true;
    const poll = async () => {
      timer.current = null;
      if (busy.current) return schedule(DOWNLOAD_POLL_MS);
      busy.current = true;
      try {
        const list = await jobsOf(owner);
        if (!live) return;
        const decision = trayDecision(list, watching.current, Date.now());
        watching.current = decision.watching;
        for (const job of decision.download) {
          if (handled.current.has(job.id)) continue;
          handled.current.add(job.id);
          saveJobFile(job).then(
            () => notifyRef.current('app.downloads.ready', { type: 'info' }),
            () => notifyRef.current('app.downloads.failed', { type: 'error' }),
          );
        }
        const removed = new Set<string>();
        for (const job of decision.remove) {
          removed.add(job.id);
          if (handled.current.has(job.id)) continue;
          handled.current.add(job.id);
          deleteJob(job).catch(() => undefined); // gone or not: the job is given up either way
          notifyRef.current('app.downloads.failed', { type: 'error' });
        }
        setJobs(list.filter((j) => !removed.has(j.id)));
        if (decision.poll) schedule(DOWNLOAD_POLL_MS);
      } catch {
        // Spec: polling errors are ignored silently; keep trying while jobs are being waited for.
        if (live && watching.current.size > 0) schedule(DOWNLOAD_POLL_MS);
      } finally {
        busy.current = false;
      }
    };
    pollRef.current = () => void poll();
    void poll();
    return () => {
      live = false;
      pollRef.current = () => undefined;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [owner, schedule]);

  const track = useCallback((job: DownloadJob) => {
    watching.current.add(job.id);
    setJobs((list) => [job, ...list.filter((j) => j.id !== job.id)]);
    schedule(DOWNLOAD_POLL_MS);
  }, [schedule]);

  const save = useCallback(async (job: DownloadJob) => {
    try {
      await saveJobFile(job);
      notifyRef.current('app.downloads.ready', { type: 'info' });
    } catch {
      notifyRef.current('app.downloads.failed', { type: 'error' });
    }
  }, []);

  const remove = useCallback(async (job: DownloadJob) => {
    watching.current.delete(job.id);
    handled.current.add(job.id);
    setJobs((list) => list.filter((j) => j.id !== job.id));
    try {
      await deleteJob(job);
    } catch (error) {
      const message = (error as Error)?.message || 'errors.unknown';
      notifyRef.current(message, { type: 'error', messageArgs: { _: message } });
    }
  }, []);

  const stop = useCallback(async (job: DownloadJob) => {
    watching.current.delete(job.id);
    handled.current.add(job.id);
    try {
      await stopJob(job);
      setJobs((list) => list.map((j) => (j.id === job.id ? { ...j, status: 'stopped' } : j)));
      notifyRef.current('app.downloads.stopped', { type: 'info' });
    } catch (error) {
      const message = (error as Error)?.message || 'errors.unknown';
      notifyRef.current(message, { type: 'error', messageArgs: { _: message } });
    }
  }, []);

  const value = useMemo(() => ({ jobs, track, save, stop, remove }), [jobs, track, save, stop, remove]);
  return <DownloadsContext.Provider value={value}>{children}</DownloadsContext.Provider>;
}
