/**
 * Minimal document.cookie access. Values are URI-encoded so JSON, commas and semicolons survive;
 * `path=/` makes every route see the same session; SameSite=Lax keeps cookies off cross-site
 * sub-requests (the API authenticates with the bearer header, not with these cookies).
 */

const DAY_SECONDS = 24 * 60 * 60;

function secureFlag(): string {
  // `Secure` cannot be set on plain http (local development), so only add it where it works.
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

export const cookieJar = {
  get(name: string): string | null {
    if (typeof document === 'undefined') return null;
    const prefix = `${encodeURIComponent(name)}=`;
    for (const part of document.cookie.split(/;\s*/)) {
      if (!part.startsWith(prefix)) continue;
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        // A cookie written by someone else with a stray `%` is unreadable, not fatal.
        return null;
      }
    }
    return null;
  },

  set(name: string, value: string, days: number): void {
    if (typeof document === 'undefined') return;
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${Math.round(days * DAY_SECONDS)}; SameSite=Lax${secureFlag()}`;
  },

  remove(name: string): void {
    if (typeof document === 'undefined') return;
    // Browsers ignore the value of an expiring cookie, and max-age wins over expires. The
    // non-empty value and the past `expires` are for simpler cookie jars (happy-dom in the tests)
    // that match by value type and ignore max-age=0.
    document.cookie = `${encodeURIComponent(name)}=x; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secureFlag()}`;
  },

  /** Names of all cookies visible to this page (to find stray token chunks). */
  names(): string[] {
    if (typeof document === 'undefined' || !document.cookie) return [];
    return document.cookie.split(/;\s*/).map((part) => {
      const name = part.split('=')[0];
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    });
  },
};
