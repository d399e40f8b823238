import { useSyncExternalStore } from 'react';
import { loadSession, subscribeSession, type Session } from '../providers/sessionStore';

let read: Session | null | undefined;
let cachedKey = '';
let cached: Session | null = null;

/** Same object until something in the session changes (useSyncExternalStore needs that). */
function snapshot(): Session | null {
  const session = loadSession();
  // One object per cookie text (React asks on every render of every reader, list cells included);
  // a new one with equal content (a cookie rewritten unchanged) keeps the old.
  if (session === read) return cached;
  read = session;
  const key = session ? JSON.stringify(session) : '';
  if (key !== cachedKey) {
    cachedKey = key;
    cached = session;
  }
  return cached;
}

/** The signed-in session (cookies), re-rendering on login, logout and venue switches. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}
