import type { ServerFieldError } from './fieldErrorMessage';

/** The first field error of a failed call (422 `errors: [{ path, message, code }]`), if any. */
export function firstFieldError(error: unknown): ServerFieldError | null {
  const list = (error as { body?: { fieldErrors?: unknown } })?.body?.fieldErrors;
  const first = Array.isArray(list) ? (list[0] as Partial<ServerFieldError> | undefined) : undefined;
  return first && typeof first.message === 'string' ? { path: String(first.path ?? ''), message: first.message, code: first.code, params: first.params } : null;
}
