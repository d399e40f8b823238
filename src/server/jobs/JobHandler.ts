import type { AccessRule } from '../../core/permissions';
import type { Principal } from '../access/principal';
import type { Services } from '../services';

export interface JobContext {
  params: Record<string, any>;
  /** the owner: the job reads and writes with the owner's rights and tenant scope */
  principal: Principal;
  services: Services;
  progress(percent: number): Promise<void>;
  log(message: string, level?: 'info' | 'warn' | 'error'): Promise<void>;
  /** true once the job was stopped; long handlers check it between steps */
  stopped(): Promise<boolean>;
  /** appends what the job did (sync jobs: created, updated, deleted, failed with the reason) */
  entries(add: Record<string, unknown>[]): Promise<void>;
  /** the entries of an earlier run of this job that a crash interrupted (empty on a first run) */
  previousEntries: readonly Record<string, unknown>[];
  jobId: string;
  /** the job's row as the worker claimed it (a sync job's source and target venues) */
  job: Record<string, any>;
}

/** A job's file: its bytes, or its pieces as they are made (a long export, stored piece by piece: jobFiles.ts). */
export type JobResult = { filename: string; contentType: string } & ({ bytes: Buffer; chunks?: undefined } | { chunks: AsyncIterable<Buffer | string>; bytes?: undefined });

export interface JobHandler {
  /** who may start it (checked when the job is created) */
  access: AccessRule;
  /**
   * Who may start it as a list's Export (`x-ui.export`, with the list's parameters), when that
   * is narrower than `access`: the promo code export's default kind needs its own right.
   */
  listAccess?: AccessRule;
  /** the venue the job works in, for tenancy and the audit entry */
  venue?(params: Record<string, any>): string | undefined;
  /**
   * Checks the parameters, and access that depends on them, when the job is started: a bad
   * request is answered at once (400/403/422) instead of becoming a failed job.
   */
  check?(ctx: Pick<JobContext, 'params' | 'principal' | 'services'>): void | Promise<void>;
  /** a file for download jobs; nothing for jobs whose result is in the database (copy, migrate) */
  run(ctx: JobContext): Promise<JobResult | void>;
}
