import { createContext } from 'react';
import type { DownloadJob } from './jobOutcome';

export interface DownloadsState {
  /** the user's download jobs, newest first */
  jobs: DownloadJob[];
  /** a job just started: listed at once and watched until it finishes */
  track: (job: DownloadJob) => void;
  /** fetches a finished job's file again and saves it */
  save: (job: DownloadJob) => Promise<void>;
  /** stops a job still waiting or running (POST v1/jobs/{id}/stop): its work ends, it stays listed as stopped */
  stop: (job: DownloadJob) => Promise<void>;
  /** deletes a job (DELETE v1/jobs/{id}), stopping it first while it runs, and drops it from the tray */
  remove: (job: DownloadJob) => Promise<void>;
}

export const DownloadsContext = createContext<DownloadsState | null>(null);
