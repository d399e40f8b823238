import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/createDb';
import type { SniffedType } from './sniffType';

export interface StoredFile {
  _id: string;
  contentType: SniffedType;
  size: number;
  sha256: string;
}

/**
 * Saves bytes in the files table. Ids are 96 random bits, not time-ordered record ids: files are
 * served without login, so an id must not be guessable from its neighbours.
 */
export async function storeFile(db: Db, f: { venue: string | null; kind: string; contentType: SniffedType; bytes: Buffer }): Promise<StoredFile> {
  const stored: StoredFile = {
    _id: randomBytes(12).toString('hex'),
    contentType: f.contentType,
    size: f.bytes.length,
    sha256: createHash('sha256').update(f.bytes).digest('hex'),
  };
  await db.kysely.insertInto('files').values({
    _id: stored._id, venue: f.venue, kind: f.kind, content_type: stored.contentType, size: stored.size,
    sha256: stored.sha256, created_at: new Date().toISOString(), bytes: f.bytes,
  }).execute();
  return stored;
}
