import { fieldErrorForForm, type ServerFieldError } from './fieldErrorMessage';
import { serverMessageKey } from './serverMessageKey';

export type FieldError = ServerFieldError;

/**
 * The server's 422 `errors: [{ path, message, code }]` as react-admin wants `HttpError.body.errors`:
 * an object keyed by field (dotted paths work with react-hook-form). react-admin then marks the
 * fields instead of only notifying, translating each message from its code. A path-less error
 * becomes `root.serverError`, which react-admin shows as the form's notification.
 */
export function toSubmissionErrors(errors: readonly FieldError[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const error of errors) {
    if (error.path) {
      if (!(error.path in out)) out[error.path] = fieldErrorForForm(error);
    } else {
      out.root = { serverError: serverMessageKey(error.message) };
    }
  }
  return out;
}
