import { randomBytes } from 'node:crypto';

/**
 * As MongoDB's ObjectId: 5 random bytes drawn once per process tell processes apart, and a counter
 * (from a random start) tells this process's ids apart. Ids are then in creation order within a
 * process, so a bulk write's 10k audit entries are appended at the end of every index holding
 * `_id` instead of scattered through them: drawing new random bytes per id cost a 10k-entry
 * audit INSERT half its time.
 */
const PROCESS = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/** 24 hex characters like a MongoDB ObjectId (seconds, 5 random bytes, counter): sortable by creation. */
export function newId(): string {
  const time = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  counter = (counter + 1) % 0xffffff;
  return time + PROCESS + counter.toString(16).padStart(6, '0');
}

export const OBJECT_ID = '^[0-9a-f]{24}$';
