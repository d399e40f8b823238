import { randomBytes } from 'node:crypto';

/** Upper-case letters and digits without the ones read alike (0/O, 1/I/L): 31 symbols. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
// Bytes at or above this are dropped, so every symbol is equally likely (248 = 8 × 31).
const LIMIT = 256 - (256 % CODE_ALPHABET.length);

/** `count` crypto-random codes of `length` symbols after `prefix`, distinct among themselves. */
export function randomCodes(count: number, length: number, prefix = '', avoid: ReadonlySet<string> = new Set()): Set<string> {
  const out = new Set<string>();
  let pool = randomBytes(0);
  let at = 0;
  while (out.size < count) {
    let code = prefix;
    while (code.length < prefix.length + length) {
      if (at >= pool.length) {
        pool = randomBytes(Math.max(4096, (count - out.size) * length * 2));
        at = 0;
      }
      const b = pool[at++];
      if (b < LIMIT) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
    if (!avoid.has(code)) out.add(code);
  }
  return out;
}
