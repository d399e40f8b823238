import { loadSession } from '../../src/admin/providers/sessionStore';

/** Enough for every notification a user could be shown at once, several times over. */
const KEEP = 100;
const keyFor = (userId: string) => `dismissedNotifications:${userId}`;

/** Ids of employee notifications this user has hidden, kept in this browser. */
export function dismissedNotifications(): string[] {
  const userId = loadSession()?.id;
  if (!userId) return [];
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function dismissNotification(id: string): void {
  const userId = loadSession()?.id;
  if (!userId) return;
  const next = [id, ...dismissedNotifications().filter((d) => d !== id)].slice(0, KEEP);
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(next));
  } catch {
    /* storage unavailable: the notice comes back on the next page load */
  }
}
