import { useSyncExternalStore } from 'react';
import { loadSession, subscribeSession, type Session } from '../providers/sessionStore';

let cachedKey = '';
let cached: Session | null = null;

/** Same object until something in the session changes (useSyncExternalStore needs that). */
function snapshot(): Session | null {
  const session = loadSession();
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
