import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);

/** Random bytes drawn 4 KB at a time: a bulk write makes 10k ids, one crypto call each cost more than the rest of the id. */
let pool = Buffer.alloc(0);
let used = 0;
function random5(): string {
  if (used + 5 > pool.length) {
    pool = randomBytes(4095);
    used = 0;
  }
  used += 5;
  return pool.toString('hex', used - 5, used);
}

/** 24 hex characters like a MongoDB ObjectId (seconds, 5 random bytes, counter): sortable by creation. */
export function newId(): string {
  const time = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  counter = (counter + 1) % 0xffffff;
  return time + random5() + counter.toString(16).padStart(6, '0');
}

export const OBJECT_ID = '^[0-9a-f]{24}$';
