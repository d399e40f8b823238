/**
 * The global error catalogue of spec part 1 §8 (and part 2's identical rule): which translation
 * key to notify for a failed API response, or null for "no notification". The error itself is
 * always passed on to the caller as well; this only decides the notice.
 */

export const ERROR_KEYS = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  422: 'errors.unprocessable',
  500: 'errors.internal',
  other: 'errors.unknown',
  mfa: 'errors.mfa',
} as const;

/** No HTTP answer at all (the request failed in the browser): the server is not reachable. */
export const NETWORK_ERROR_KEY = 'recovery.network';

/**
 * 422 and 409 rules that concern no form field (deleting a category that still holds articles,
 * codes taken by a concurrent generation): the generic "check the form" or "unknown error" would
 * leave the user guessing, so these name the rule instead.
 */
export const RULE_KEYS: Record<string, string> = {
  CATEGORY_NOT_EMPTY: 'app.ruleErrors.categoryNotEmpty',
  OPTION_GROUP_NOT_EMPTY: 'app.ruleErrors.optionGroupNotEmpty',
  PROMO_CODES_TAKEN: 'app.ruleErrors.promoCodesTaken',
};

/**
 * 401s whose reason the user can act on: a disabled account (ask an administrator) or a session
 * ended by a password change; the spec's general "credentials aren't valid" would mislead.
 */
export const SESSION_KEYS: Record<string, string> = {
  USER_DISABLED: 'app.sessionErrors.userDisabled',
  SESSION_REVOKED: 'app.sessionErrors.sessionRevoked',
};

/**
 * An outside service (geocoder, machine translation) that failed, whatever the status: the user
 * learns it is not their input and what to do instead, not "unknown error".
 */
export const PROVIDER_KEYS: Record<string, string> = {
  GEOCODER_FAILED: 'app.providerErrors.geocoderFailed',
  TRANSLATOR_FAILED: 'app.providerErrors.translatorFailed',
  // spec part 1 §8: "POS authorization failed. Menu and table sync failed (inform an administrator)"
  POS_PROVIDER_FAILED: 'app.providerErrors.posFailed',
  INVOICE_SEND_FAILED: 'billing.sendFailed',
};

function codeOf(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function ruleKey(body: unknown): string | undefined {
  const code = codeOf(body);
  return code !== undefined && Object.hasOwn(RULE_KEYS, code) ? RULE_KEYS[code] : undefined;
}

/** URL fragments whose errors the calling screen reports itself (spec §8). */
const SILENT_URL_PARTS = ['validation', 'payment/invoice', 'data/analytics/'];

function isMfaError(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { name?: unknown }).name === 'MFAError';
}

/** Browser routes where the screen (sign-in) handles MFA itself: the start page and /login. */
function onLoginScreen(pagePath: string | undefined): boolean {
  if (pagePath === undefined) return false;
  const path = pagePath.replace(/\/+$/, '') || '/';
  return path === '/' || path === '/login';
}

function currentPagePath(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  // Hash routers keep the route after `#`.
  return location.hash.startsWith('#/') ? location.hash.slice(1).split('?')[0] : location.pathname;
}

/**
 * @param status HTTP status of the response
 * @param url the request URL (absolute or below the API base)
 * @param body the parsed response body
 * @param pagePath the browser route; defaults to the current location
 * @returns a translation key, or null when no notification must be shown
 */
export function notificationFor(status: number, url: string, body?: unknown, pagePath: string | undefined = currentPagePath()): string | null {
  if (status === 404 && url.includes('upsells')) return null;
  if (SILENT_URL_PARTS.some((part) => url.includes(part))) return null;
  if (status === 401 && isMfaError(body)) {
    // The sign-in screen opens (or keeps) its MFA dialog from the error itself.
    if (/(^|\/)auth\/login(\?|$)/.test(url) || onLoginScreen(pagePath)) return null;
    return ERROR_KEYS.mfa;
  }
  if ((status === 422 || status === 409) && ruleKey(body)) return ruleKey(body)!;
  const code = codeOf(body);
  if (status === 401 && code !== undefined && Object.hasOwn(SESSION_KEYS, code)) return SESSION_KEYS[code];
  if (code !== undefined && Object.hasOwn(PROVIDER_KEYS, code)) return PROVIDER_KEYS[code];
  switch (status) {
    case 400:
    case 401:
    case 403:
    case 404:
    case 422:
    case 500:
      return ERROR_KEYS[status];
    default:
      return ERROR_KEYS.other;
  }
}
