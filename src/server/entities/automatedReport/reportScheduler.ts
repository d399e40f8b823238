import { sql } from 'kysely';
import type { Doc } from '../../crud/rowToRecord';
import { forEachDue, type DueWork } from '../../jobs/claimDue';
import { everyMinute } from '../../jobs/everyMinute';
import { writeServerFields } from '../../jobs/writeServerFields';
import type { Services } from '../../services';
import { nextRunAfter, type Frequency } from './reportPeriod';
import { runReport } from './runReport';

/** A failed run is tried again after 5 minutes, then 10, 20, … at most 6 hours later. */
const RETRY_MS = 5 * 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;

export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/** Active reports whose next run is reached and that no live run has leased. */
const DUE_REPORTS: DueWork = {
  entity: 'automatedReport',
  due: (f, at, yes) => sql`${f('active')} = ${yes} and ${f('nextRun')} <= ${at} and (${f('lockedUntil')} is null or ${f('lockedUntil')} < ${at})`,
  orderBy: 'nextRun',
  lease: 'lockedUntil',
  leaseMs: 10 * 60_000,
  perPass: 50,
};

/** The scheduler's own fields, written straight to the row: the scheduler is no actor to audit. */
export const writeRunState = (services: Services, id: string, patch: Doc) => writeServerFields(services, 'automatedReport', id, patch);

/**
 * Runs every report due at `now`, each in its own try: a report that fails is recorded (error,
 * failures in a row) and tried again after retryDelay, and never stops the others. A run that
 * finds its period already mailed (a manual run, a process that died after mailing) only moves
 * on. After downtime a report runs once, for the last complete period, not once per missed one.
 */
export async function runDueReports(services: Services, now = new Date()): Promise<number> {
  return forEachDue(services, DUE_REPORTS, now, async (claimed) => {
    const report: Doc = { ...claimed.doc, _id: claimed._id };
    try {
      const { period, zone } = await runReport(services, report, now, { unlessMailed: true });
      const lastExecuted = report.lastExecuted && report.lastExecuted > period.to ? report.lastExecuted : period.to;
      await writeRunState(services, claimed._id, { lastExecuted, nextRun: nextRunAfter(report.frequency as Frequency, now, zone), failures: 0, lastError: null, lockedUntil: null });
    } catch (err) {
      const failures = Number(report.failures ?? 0) + 1;
      const message = err instanceof Error ? err.message : String(err);
      await writeRunState(services, claimed._id, { failures, lastError: message.slice(0, 1000), nextRun: new Date(now.getTime() + retryDelay(failures)).toISOString(), lockedUntil: null });
    }
  });
}

/** Runs due reports every minute in the background of a server process (not in tests: jobs 'manual'). */
export function reportScheduler(services: Services, onError: (err: unknown) => void = (err) => console.error('automated reports:', err)) {
  return everyMinute(() => runDueReports(services), onError);
}
