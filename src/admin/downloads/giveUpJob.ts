import { isActive, type DownloadJob } from './jobOutcome';

/**
 * Removes a download job from the user's tray for good: one still waiting or running is stopped
 * first (deleting alone would leave its work running to the end), then it is deleted. A stop
 * that fails (the job ended meanwhile) does not keep the job.
 */
export async function giveUpJob<T>(job: Pick<DownloadJob, 'status'>, calls: { stop(): Promise<unknown>; remove(): Promise<T> }): Promise<T> {
  if (isActive(job)) await calls.stop().catch(() => undefined);
  return calls.remove();
}
