import { sql } from 'kysely';
import type { Entity } from '../../core/registry';
import { parseDoc, type Doc } from '../crud/rowToRecord';
import { fieldExprSql } from '../db/fieldExpr';
import type { Services } from '../services';
import type { JobHandler } from './JobHandler';
import type { Jobs } from './Jobs';
import { dropJobFile, writeJobFile } from './jobFiles';

/** A claimed job is leased; a worker that dies lets the lease run out and another picks it up. */
const LEASE_MS = 60_000;

/**
 * Runs jobs in the background of the server process: claims the oldest waiting job (FOR UPDATE
 * SKIP LOCKED on PostgreSQL, so several processes can share the queue), runs its handler with the
 * owner's rights, stores the file (when it makes one) and marks it done or failed. One runner per
 * job table: download jobs (downloadJob) and sync jobs (syncJob, copy and migrate).
 */
export class JobRunner implements Jobs {
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private readonly entity: Entity;
  private readonly table: string;

  constructor(
    private readonly services: Services,
    private readonly handlers: Record<string, JobHandler>,
    private readonly pollMs = 300,
    private readonly onError: (err: unknown) => void = (err) => console.error('job worker:', err),
    entityId: 'downloadJob' | 'syncJob' = 'downloadJob',
  ) {
    this.entity = services.registry.get(entityId)!;
    this.table = this.entity.table;
  }

  start(): void {
    // A failed claim (the database briefly unreachable) is logged and tried again at the next poll.
    this.timer ??= setInterval(() => void this.tick().catch((err) => this.onError(err)), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.busy) await new Promise((r) => setTimeout(r, 20));
  }

  /**
   * Writes bookkeeping fields straight to the row (not audited: the worker is no actor), merged
   * in one statement: a stop written meanwhile by the stop call is never overwritten by a stale read.
   */
  async patch(id: string, patch: Doc): Promise<void> {
    const { db } = this.services;
    const now = new Date().toISOString();
    const json = JSON.stringify(patch);
    await (db.dialect === 'postgres'
      ? sql`update ${sql.table(this.table)} set "doc" = "doc" || ${json}::jsonb, "updated_at" = ${now} where "_id" = ${id}`
      : sql`update ${sql.table(this.table)} set "doc" = json_patch("doc", ${json}), "updated_at" = ${now} where "_id" = ${id}`
    ).execute(db.kysely);
  }

  /**
   * One statement picks the oldest waiting job (or one whose lease ran out) and leases it, so two
   * processes can never both claim a job: PostgreSQL skips rows another claim has locked and
   * re-checks the status on the row it updates; SQLite runs the statement under its one writer lock.
   */
  private async claim(): Promise<{ _id: string; doc: Doc } | null> {
    const { db } = this.services;
    const status = sql.raw(fieldExprSql(this.entity, 'status', db.dialect));
    const lockedUntil = sql.raw(fieldExprSql(this.entity, 'lockedUntil', db.dialect));
    const now = new Date().toISOString();
    const lease = new Date(Date.now() + LEASE_MS).toISOString();
    const waiting = sql`"deleted_at" is null and (${status} = 'created' or (${status} = 'in_progress' and ${lockedUntil} < ${now}))`;
    const pick = sql`select "_id" from ${sql.table(this.table)} where ${waiting} order by "created_at" limit 1`;
    const res = db.dialect === 'postgres'
      ? await sql<{ _id: string; doc: unknown }>`update ${sql.table(this.table)}
          set "doc" = "doc" || jsonb_build_object('status', 'in_progress', 'inProgress', true, 'startedAt', ${now}::text, 'lockedUntil', ${lease}::text), "updated_at" = ${now}
          where "_id" = (${pick} for update skip locked) and ${waiting} returning "_id", "doc"`.execute(db.kysely)
      : await sql<{ _id: string; doc: unknown }>`update ${sql.table(this.table)}
          set "doc" = json_set("doc", '$.status', 'in_progress', '$.inProgress', json('true'), '$.startedAt', ${now}, '$.lockedUntil', ${lease}), "updated_at" = ${now}
          where "_id" = (${pick}) returning "_id", "doc"`.execute(db.kysely);
    const row = res.rows[0];
    return row ? { _id: row._id, doc: parseDoc(row.doc) } : null;
  }

  /** Runs at most one job; true when one was run. */
  async tick(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const job = await this.claim();
      if (!job) return false;
      await this.run(job._id, job.doc);
      return true;
    } finally {
      this.busy = false;
    }
  }

  private async run(id: string, doc: Doc): Promise<void> {
    const handler = Object.hasOwn(this.handlers, doc.handler) ? this.handlers[doc.handler] : undefined;
    const entries: Doc[] = [...(doc.entries ?? [])];
    const fail = (message: string) => this.patch(id, { status: 'failed', inProgress: false, done: false, error: message, finishedAt: new Date().toISOString(), entries });
    const principal = await this.services.principals.get(doc.owner);
    if (!handler || !principal) return void (await fail(handler ? 'The owner of this job no longer exists.' : `Unknown job handler ${doc.handler}.`));
    try {
      const result = await handler.run({
        params: doc.params ?? {},
        principal,
        services: this.services,
        progress: async (p) => {
          await this.patch(id, { progress: Math.min(99, Math.max(0, Math.round(p))), lockedUntil: new Date(Date.now() + LEASE_MS).toISOString() });
          // SQLite's one connection goes to whoever asks first once it is free (Kysely's lock is not
          // first come, first served): a job writing step after step would keep every request of the
          // server waiting until it ends. A turn of the event loop after each step lets them in.
          await new Promise((resolve) => setImmediate(resolve));
        },
        log: async (message, level = 'info') => {
          entries.push({ level, message, at: new Date().toISOString() });
          await this.patch(id, { entries });
        },
        entries: async (add) => {
          const at = new Date().toISOString();
          entries.push(...add.map((e) => ({ ...e, at })));
          await this.patch(id, { entries, lockedUntil: new Date(Date.now() + LEASE_MS).toISOString() });
        },
        previousEntries: [...entries],
        jobId: id,
        job: doc,
        stopped: async () => (await this.current(id)).status === 'stopped',
      });
      if (result) await writeJobFile(this.services.db, id, result);
      if ((await this.current(id)).status === 'stopped') {
        await dropJobFile(this.services.db, id);
        return void (await this.patch(id, { inProgress: false, finishedAt: new Date().toISOString(), entries }));
      }
      await this.patch(id, { status: 'done', progress: 100, inProgress: false, done: true, ...(result ? { file: result.filename, contentType: result.contentType } : {}), finishedAt: new Date().toISOString(), entries });
    } catch (err) {
      await dropJobFile(this.services.db, id).catch(() => undefined);
      await fail(err instanceof Error ? err.message : String(err));
    }
  }

  private async current(id: string): Promise<Doc> {
    const row = await this.services.db.kysely.selectFrom(this.table).select('doc').where('_id', '=', id).executeTakeFirstOrThrow();
    return parseDoc(row.doc);
  }
}
