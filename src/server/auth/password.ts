import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID });
}

export async function verifyPassword(stored: string | undefined, plain: string): Promise<boolean> {
  // Hash even without a stored hash so a missing account costs as long as a wrong password.
  if (!stored) {
    await hash(plain, { algorithm: ARGON2ID });
    return false;
  }
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
