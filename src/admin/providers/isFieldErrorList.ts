import type { ServerFieldError } from './fieldErrorMessage';

/** Whether a 422 body's `errors` is the server's field error list (`[{ path, message, code }]`). */
export function isFieldErrorList(value: unknown): value is ServerFieldError[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && typeof (e as ServerFieldError).path === 'string');
}
