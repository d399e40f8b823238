import { HttpError } from 'react-admin';
import { apiUrl } from './apiUrl';
import { NETWORK_ERROR_KEY, notificationFor } from './errorCatalogue';
import { filenameFromDisposition } from './filenameFromDisposition';
import { clearSession, getToken, setSessionToken } from './sessionStore';
import type { ServerFieldError as FieldError, TranslatableMessage } from './fieldErrorMessage';
import { isFieldErrorList } from './isFieldErrorList';
import { canStepUp, withStepUp } from './stepUpGate';

export interface ApiFetchInit extends Omit<RequestInit, 'body' | 'headers'> {
  headers?: Record<string, string>;
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams, strings and buffers as they are. */
  body?: unknown;
  /** `binary` answers `{ blob, filename }` (exports, QR codes, PDFs) */
  responseType?: 'json' | 'binary';
  /** send `Authorization: Bearer <token>` (default true; public calls may skip it) */
  auth?: boolean;
  /**
   * The answer's `data.token` replaces the session's token (a password change revokes every
   * earlier one): the other calls wait until it has, so none goes out with a revoked token.
   */
  replacesToken?: boolean;
  /**
   * The call ends the session (sign-out revokes its token): the other signed calls wait for it,
   * and one whose session ended meanwhile is not sent at all (it could only be refused, 401).
   */
  endsSession?: boolean;
}

export interface BinaryFile {
  blob: Blob;
  /** from content-disposition; null when the server sent none */
  filename: string | null;
}

/** The parsed body of a failed response, as HttpError.body carries it. */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  code?: string;
  /** MFAError on a failed or missing TOTP code */
  name?: string;
  /** 422: field → message, the shape react-admin puts on the form */
  errors?: Record<string, unknown>;
  /** 422: the server's original `[{ path, message }]` list */
  fieldErrors?: FieldError[];
  /** 422: the first field error as a catalogue key with its arguments (error notices) */
  fieldMessage?: TranslatableMessage;
  [key: string]: unknown;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

async function errorBody(response: Response): Promise<ApiErrorBody> {
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const body: ApiErrorBody = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? { ...(parsed as ApiErrorBody) }
    : { statusCode: response.status, message: text || response.statusText };
  if (isFieldErrorList(body.errors)) {
    body.fieldErrors = body.errors;
    try {
      // The texts of field errors (codes, the server's rules, formats) load with the first
      // refused call, not with every page.
      const [{ toSubmissionErrors }, { fieldErrorMessage }] = await Promise.all([import('./toSubmissionErrors'), import('./fieldErrorMessage')]);
      body.errors = toSubmissionErrors(body.fieldErrors);
      if (body.fieldErrors[0]) body.fieldMessage = fieldErrorMessage(body.fieldErrors[0]);
    } catch {
      // They did not load (the connection dropped meanwhile): the notice shows the server's message.
      body.errors = undefined;
    }
  }
  return body;
}

/**
 * The interface language (the i18n provider keeps it on <html lang>) as Accept-Language, so the
 * server sorts translatable names in the reader's language rather than the browser's.
 */
function readerLanguageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

/**
 * The browser's "Failed to fetch" (server stopped, connection dropped, DNS) as the catalogue's
 * "server not reachable" in the user's language; status 0 as no HTTP answer came.
 */
export function networkError(cause: unknown): HttpError {
  return new HttpError(NETWORK_ERROR_KEY, 0, { message: (cause as Error)?.message ?? String(cause), code: 'NETWORK' });
}

/** The body of an HttpError, when it has one. */
function bodyOf(error: unknown): ApiErrorBody | undefined {
  return error instanceof HttpError && typeof error.body === 'object' && error.body !== null ? (error.body as ApiErrorBody) : undefined;
}

/** The server asks for a second factor before this call (step-up), not for a code the call carried. */
function asksForCode(error: unknown): boolean {
  const body = bodyOf(error);
  return (error as HttpError).status === 401 && body?.name === 'MFAError' && body.code === 'MFA_REQUIRED';
}

/** The code sent with a repeated call was refused (wrong, or used already). */
function refusedCode(error: unknown): boolean {
  return (error as HttpError)?.status === 401 && bodyOf(error)?.name === 'MFAError' && bodyOf(error)?.code === 'MFA_INVALID';
}

/** The request header of the code when a stepped-up call is repeated (the server's X-MFA-Code). */
export const MFA_CODE_HEADER = 'X-MFA-Code';

export function apiFetch(path: string, init: ApiFetchInit & { responseType: 'binary' }): Promise<BinaryFile>;
export function apiFetch<T = unknown>(path: string, init?: ApiFetchInit): Promise<T>;
/**
 * One call to the API; a call the server holds back until the user gives a second factor
 * (401 MFAError, MFA_REQUIRED) opens the two-factor dialog, which repeats it with the code and
 * answers as if it had gone through at once (stepUpGate). The sign-in's own code dialog and calls
 * without a token are not held: their screens handle the error.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<unknown> {
  if (init.replacesToken) return holdCallsWhile(fetchWithStepUp(path, init).then(swapToken));
  if (init.endsSession) return holdCallsWhile(fetchWithStepUp(path, init).finally(clearSession));
  if (init.auth !== false) {
    await callsHeld();
    // Public calls say auth: false; a signed one without a session (ended by sign-out while a
    // screen was still mounted, or never begun) could only be refused: it is not sent.
    if (getToken() === null) throw sessionEnded();
  }
  return fetchWithStepUp(path, init);
}

/** A signed call without a session: answered here as the server would (401), never sent. */
function sessionEnded(): HttpError {
  return new HttpError('ra.auth.auth_check_error', 401, { statusCode: 401, code: 'SESSION_ENDED', message: 'There is no session to send this call with.' });
}

async function fetchWithStepUp(path: string, init: ApiFetchInit): Promise<unknown> {
  try {
    return await fetchOnce(path, init);
  } catch (error) {
    if (init.auth === false || !asksForCode(error) || !canStepUp()) throw error;
    return withStepUp(
      (code) => (code === undefined ? fetchWithStepUp(path, init) : fetchOnce(path, { ...init, headers: { ...init.headers, [MFA_CODE_HEADER]: code } })),
      refusedCode,
    );
  }
}

/** The token-replacing call under way, which every other signed call waits for. */
let tokenCall: Promise<unknown> | null = null;

function holdCallsWhile<T>(call: Promise<T>): Promise<T> {
  const held = call.catch(() => undefined).finally(() => {
    if (tokenCall === held) tokenCall = null;
  });
  tokenCall = held;
  return call;
}

async function callsHeld(): Promise<void> {
  while (tokenCall) await tokenCall;
}

function swapToken(answer: unknown): unknown {
  const token = (answer as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (typeof token === 'string') setSessionToken(token);
  return answer;
}

/**
 * One call to the API (spec §7 wire conventions). Non-2xx answers throw react-admin's HttpError
 * whose message is the spec §8 catalogue key (react-admin translates it in its own error
 * notices) or, where the catalogue wants no notice, the server's message. `status` and the
 * parsed `body` (with `code`, `name`, `errors`) are on the error for screens that need more.
 */
async function fetchOnce(path: string, init: ApiFetchInit): Promise<unknown> {
  const { body, headers = {}, responseType = 'json', auth = true, replacesToken: _replaces, endsSession: _ends, ...rest } = init;
  const url = apiUrl(path);
  const finalHeaders: Record<string, string> = {
    Accept: responseType === 'binary' ? '*/*' : 'application/json',
    ...readerLanguageHeader(),
    ...headers,
  };
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) payload = body;
    else {
      payload = JSON.stringify(body);
      finalHeaders['Content-Type'] ??= 'application/json';
    }
  }
  const token = auth ? getToken() : null;
  if (token) finalHeaders.Authorization = `Bearer ${token}`;

  const response = await fetch(url, { ...rest, headers: finalHeaders, body: payload }).catch((error: unknown) => {
    // A cancelled request is the caller's own doing; anything else is a connection that failed.
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkError(error);
  });

  if (!response.ok) {
    const errBody = await errorBody(response);
    const message = notificationFor(response.status, url, errBody) ?? errBody.message ?? (response.statusText || `HTTP ${response.status}`);
    throw new HttpError(message, response.status, errBody);
  }

  if (responseType === 'binary') {
    return {
      blob: await response.blob(),
      filename: filenameFromDisposition(response.headers.get('content-disposition')),
    } satisfies BinaryFile;
  }
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}
