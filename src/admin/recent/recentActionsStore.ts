import { loadSession } from '../providers/sessionStore';
import { addRecentAction, parseRecentActions, type RecentAction } from './recentActions';

/**
 * Recent actions live in the browser's local storage, per user (spec part 1 §3 lists them with
 * the client-side state): the same person on the same browser finds them after a new login,
 * another user of that browser does not see them.
 */
const keyFor = (userId: string) => `recentActions:${userId}`;
const EMPTY: RecentAction[] = [];
const getUserId = (): string | null => loadSession()?.id || null;

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { key: string; raw: string | null; list: RecentAction[] } | null = null;

function read(key: string): RecentAction[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    /* storage unavailable: no recent actions */
  }
  // The same array while nothing changed, so useSyncExternalStore does not loop.
  if (cache && cache.key === key && cache.raw === raw) return cache.list;
  const list = parseRecentActions(raw);
  cache = { key, raw, list };
  return list;
}

export function getRecentActions(): RecentAction[] {
  const userId = getUserId();
  return userId ? read(keyFor(userId)) : EMPTY;
}

function write(list: RecentAction[]): void {
  const userId = getUserId();
  if (!userId) return;
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(list));
  } catch {
    /* storage full or unavailable: the list is simply not kept */
  }
  listeners.forEach((l) => l());
}

export function recordRecentAction(action: RecentAction): void {
  if (!getUserId()) return;
  write(addRecentAction(getRecentActions(), action));
}

export function clearRecentActions(): void {
  write([]);
}

export function subscribeRecentActions(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab of the same user adds entries too.
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('recentActions:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
