import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);

/** 24 hex characters like a MongoDB ObjectId (seconds, 5 random bytes, counter): sortable by creation. */
export function newId(): string {
  const time = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  counter = (counter + 1) % 0xffffff;
  return time + randomBytes(5).toString('hex') + counter.toString(16).padStart(6, '0');
}

export const OBJECT_ID = '^[0-9a-f]{24}$';
