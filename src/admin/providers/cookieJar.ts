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

/**
 * The page's cookies, parsed once per task. Reading `document.cookie` is slow in Chromium (a
 * call out of the page's script engine), and the session is read from a dozen cookies by every
 * list cell that checks access or reads the user's column preferences: 100 rows cost seconds.
 * Writes through this jar drop the copy at once; a change by another tab is seen from the next task.
 */
let cookieText: string | null = null;
let parsed = new Map<string, string | null>();

function cookies(): Map<string, string | null> {
  if (cookieText === null) {
    cookieText = document.cookie;
    parsed = new Map();
    for (const part of cookieText.split(/;\s*/)) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      const name = part.slice(0, eq);
      // the first of two cookies of one name wins, as in document.cookie's order
      if (parsed.has(name)) continue;
      try {
        parsed.set(name, decodeURIComponent(part.slice(eq + 1)));
      } catch {
        // A cookie written by someone else with a stray `%` is unreadable, not fatal.
        parsed.set(name, null);
      }
    }
    setTimeout(forget, 0);
  }
  return parsed;
}

function forget(): void {
  cookieText = null;
}

export const cookieJar = {
  get(name: string): string | null {
    if (typeof document === 'undefined') return null;
    return cookies().get(encodeURIComponent(name)) ?? null;
  },

  set(name: string, value: string, days: number): void {
    if (typeof document === 'undefined') return;
    forget();
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${Math.round(days * DAY_SECONDS)}; SameSite=Lax${secureFlag()}`;
  },

  remove(name: string): void {
    if (typeof document === 'undefined') return;
    // Browsers ignore the value of an expiring cookie, and max-age wins over expires. The
    // non-empty value and the past `expires` are for simpler cookie jars (happy-dom in the tests)
    // that match by value type and ignore max-age=0.
    forget();
    document.cookie = `${encodeURIComponent(name)}=x; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secureFlag()}`;
  },

  /** The cookie text this task sees: equal texts mean equal cookies (for caches of values read from them). */
  text(): string {
    if (typeof document === 'undefined') return '';
    cookies();
    return cookieText ?? '';
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
