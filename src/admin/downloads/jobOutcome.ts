/** A download job as the tray sees it (GET v1/jobs, ids mapped to `id`). */
export interface DownloadJob {
  id: string;
  handler: string;
  status: 'created' | 'in_progress' | 'done' | 'failed' | 'stopped';
  progress?: number;
  /** file name of the result */
  file?: string;
  createdAt: string;
  startedAt?: string;
  /** seconds the client waits before giving up */
  timeout?: number;
}

/** schemas/downloadJob.ts default */
export const DEFAULT_JOB_TIMEOUT_S = 300;
/** Spec part 1 §9: download polling 3 seconds. */
export const DOWNLOAD_POLL_MS = 3000;

export type JobOutcome = 'running' | 'done' | 'failed' | 'timedOut';

export const isActive = (job: Pick<DownloadJob, 'status'>) => job.status === 'created' || job.status === 'in_progress';

/**
 * Where a job stands for the tray at `now`: still running, finished, failed (or stopped), or
 * running for longer than its `timeout` seconds since it started (since it was created while it
 * waits for a worker), which the spec treats as a failure.
 */
export function jobOutcome(job: DownloadJob, now: number): JobOutcome {
  if (job.status === 'done') return 'done';
  if (!isActive(job)) return 'failed';
  const since = Date.parse(job.startedAt ?? job.createdAt);
  const limit = (job.timeout ?? DEFAULT_JOB_TIMEOUT_S) * 1000;
  return Number.isFinite(since) && now - since > limit ? 'timedOut' : 'running';
}

export interface TrayDecision {
  /** finished jobs the tray was waiting for: fetch and save their file */
  download: DownloadJob[];
  /** failed or timed-out jobs the tray was waiting for: delete them and report the failure */
  remove: DownloadJob[];
  /** the ids still being waited for */
  watching: Set<string>;
  /** poll again in 3 s */
  poll: boolean;
}

/**
 * What the tray does with a fresh job list. It acts only on jobs it has seen running (in
 * `watching` or running now), so finished jobs of earlier visits are listed but not downloaded
 * again. A running job past its timeout is removed as failed.
 */
export function trayDecision(jobs: readonly DownloadJob[], watching: ReadonlySet<string>, now: number): TrayDecision {
  const next = new Set<string>();
  const download: DownloadJob[] = [];
  const remove: DownloadJob[] = [];
  for (const job of jobs) {
    const outcome = jobOutcome(job, now);
    if (outcome === 'running') next.add(job.id);
    else if (outcome === 'timedOut') remove.push(job);
    else if (watching.has(job.id)) (outcome === 'done' ? download : remove).push(job);
  }
  return { download, remove, watching: next, poll: next.size > 0 };
}
