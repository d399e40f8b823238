import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { AppError } from '../errors';

/** A value of a sort key as the database returned it (so it binds back exactly). */
export type KeyValue = string | number | boolean | null;

/*
 * A keyset cursor: the values of a row's sort keys (its `_id` last) in one order (`shape`: the
 * table and the order's SQL, so entity, sort, direction and reader's language). Opaque to
 * clients: base64url of a MAC and the values' JSON. The MAC covers the shape too, so a cursor
 * edited by hand, or made for another list or order, is refused with 400 instead of
 * positioning a page somewhere arbitrary.
 */

const MAC_BYTES = 12;

// A list answer signs two cursors: the key is prepared once per secret, not on every signature.
const keys = new Map<string, KeyObject>();

function mac(secret: string, shape: string, payload: string): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return createHmac('sha256', key).update(`list cursor\u0000${shape}\u0000${payload}`).digest().subarray(0, MAC_BYTES);
}

export function encodeCursor(secret: string, shape: string, values: readonly KeyValue[]): string {
  const payload = JSON.stringify(values);
  return Buffer.concat([mac(secret, shape, payload), Buffer.from(payload)]).toString('base64url');
}

function badCursor(name: string): never {
  throw new AppError('INVALID_QUERY', { detail: `${name} is not a cursor of this list and order` });
}

const isKeyValue = (v: unknown): v is KeyValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The key values of `raw`, if it was made by encodeCursor for `shape` with `keyCount` keys; 400 otherwise. */
export function decodeCursor(secret: string, name: string, raw: string, shape: string, keyCount: number): KeyValue[] {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(raw)) badCursor(name);
  const bytes = Buffer.from(raw, 'base64url');
  if (bytes.length <= MAC_BYTES) badCursor(name);
  const payload = bytes.subarray(MAC_BYTES).toString();
  if (!timingSafeEqual(bytes.subarray(0, MAC_BYTES), mac(secret, shape, payload))) badCursor(name);
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    badCursor(name);
  }
  if (!Array.isArray(parsed) || parsed.length !== keyCount || !parsed.every(isKeyValue)) badCursor(name);
  return parsed;
}
