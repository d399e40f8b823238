/**
 * A notice that must survive the full page load of a logout (the session ends with a fresh
 * start page, so no state of the old session lingers in memory).
 */
const KEY = 'app.pendingNotice';

export function setPendingNotice(messageKey: string): void {
  sessionStorage.setItem(KEY, messageKey);
}

export function takePendingNotice(): string | null {
  const key = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return key;
}
