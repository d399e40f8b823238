import type { Registry } from '../../core/registry';
import type { Db } from '../db/createDb';
import { loadPrincipal } from './loadPrincipal';
import type { Principal } from './principal';

/** Topic published on the database's change feed when what decides access was written. */
export const ACCESS_TOPIC = 'access';

/** A safety net only: changes reach every process through the change feed within milliseconds. */
const TTL_MS = 5_000;

export interface PrincipalCache {
  get(userId: string): Promise<Principal | null>;
  /** forgets every principal here and tells the other processes to do the same */
  invalidate(): void;
}

/**
 * Principals per user for a few seconds, so a request costs no role and venue lookups. A write to
 * users, roles, labels, venues or groups on any process empties the cache of every process.
 */
export function principalCache(db: Db, registry: Registry, onError: (err: unknown) => void): PrincipalCache {
  const cache = new Map<string, { at: number; value: Promise<Principal | null> }>();
  db.changes.subscribe((topic) => {
    if (topic === ACCESS_TOPIC || topic === '*') cache.clear();
  });
  return {
    get(userId) {
      const hit = cache.get(userId);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
      const value = loadPrincipal(db, registry, userId);
      cache.set(userId, { at: Date.now(), value });
      value.catch(() => cache.delete(userId));
      return value;
    },
    invalidate() {
      cache.clear();
      db.changes.publish(ACCESS_TOPIC).catch(onError);
    },
  };
}
