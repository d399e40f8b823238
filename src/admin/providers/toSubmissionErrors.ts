import { serverMessageKey } from './serverMessageKey';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * The server's 422 `errors: [{ path, message }]` as react-admin wants `HttpError.body.errors`: an
 * object keyed by field (dotted paths work with react-hook-form). react-admin then marks the
 * fields instead of only notifying. A path-less error becomes `root.serverError`, which
 * react-admin shows as the form's notification.
 */
export function toSubmissionErrors(errors: readonly FieldError[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    if (path) {
      // the form translates what it shows: a rule the catalogue knows appears in the user's language
      if (!(path in out)) out[path] = serverMessageKey(message);
    } else {
      out.root = { serverError: message };
    }
  }
  return out;
}

export function isFieldErrorList(value: unknown): value is FieldError[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && typeof (e as FieldError).path === 'string');
}
