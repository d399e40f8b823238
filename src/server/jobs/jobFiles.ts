import { Readable } from 'node:stream';
import type { Db } from '../db/createDb';

/** Bytes per stored piece of a job's file: a long export is held in memory one piece at a time. */
const PIECE = 1024 * 1024;

export interface StoredJobFile {
  filename: string;
  contentType: string;
  /** the file as it is read from the database, piece by piece */
  body: Readable;
}

/**
 * Stores a job's file in the database (no local disk, so every process serves it): its pieces in
 * `job_file_chunks` as they are produced, each of about PIECE bytes, then its name and type in
 * `job_files`, which makes it complete. A file of a run that crashed or was stopped halfway is
 * removed by the next write or by dropJobFile. Answers the number of bytes stored.
 */
export async function writeJobFile(db: Db, jobId: string, file: { filename: string; contentType: string; bytes?: Buffer; chunks?: AsyncIterable<Buffer | string> }): Promise<number> {
  await dropJobFile(db, jobId);
  let seq = 0;
  let size = 0;
  const store = async (bytes: Buffer) => {
    await db.kysely.insertInto('job_file_chunks').values({ job_id: jobId, seq: seq++, bytes }).execute();
    size += bytes.length;
  };
  if (file.bytes) {
    for (let at = 0; at < file.bytes.length; at += PIECE) await store(file.bytes.subarray(at, at + PIECE));
  } else {
    let pending: Buffer[] = [];
    let held = 0;
    for await (const chunk of file.chunks ?? []) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      pending.push(bytes);
      held += bytes.length;
      if (held >= PIECE) {
        await store(Buffer.concat(pending));
        pending = [];
        held = 0;
      }
    }
    if (held) await store(Buffer.concat(pending));
  }
  // empty: the pieces hold the file (a row written before pieces existed keeps its bytes here)
  await db.kysely.insertInto('job_files').values({ job_id: jobId, filename: file.filename, content_type: file.contentType, bytes: Buffer.alloc(0) }).execute();
  return size;
}

/** Removes a job's file and its pieces. */
export async function dropJobFile(db: Db, jobId: string): Promise<void> {
  await db.kysely.deleteFrom('job_files').where('job_id', '=', jobId).execute();
  await db.kysely.deleteFrom('job_file_chunks').where('job_id', '=', jobId).execute();
}

/** A stored job's file, read lazily piece by piece; null when the job has none (yet). */
export async function readJobFile(db: Db, jobId: string): Promise<StoredJobFile | null> {
  const row = await db.kysely.selectFrom('job_files').selectAll().where('job_id', '=', jobId).executeTakeFirst();
  if (!row) return null;
  const whole = Buffer.from(row.bytes as Uint8Array);
  async function* pieces(): AsyncGenerator<Buffer> {
    if (whole.length) return yield whole;
    for (let seq = 0; ; seq++) {
      const piece = await db.kysely.selectFrom('job_file_chunks').select('bytes').where('job_id', '=', jobId).where('seq', '=', seq).executeTakeFirst();
      if (!piece) return;
      yield Buffer.from(piece.bytes as Uint8Array);
    }
  }
  return { filename: row.filename as string, contentType: row.content_type as string, body: Readable.from(pieces()) };
}
