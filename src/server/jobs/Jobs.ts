/** The download-job worker as the rest of the server sees it (JobRunner). */
export interface Jobs {
  start(): void;
  /** waits for a running job to finish */
  stop(): Promise<void>;
  /** Runs at most one job; true when one was run. */
  tick(): Promise<boolean>;
}
