/**
 * Every error the API sends comes from this table: a stable code, an HTTP status and an English
 * message that says what to do. The admin translates by `code`.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'The request is not valid: {detail}' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  BODY_TOO_LARGE: { status: 400, message: 'The request body is larger than the allowed {limit}.' },
  INVALID_QUERY: { status: 400, message: 'The query parameters are not valid: {detail}' },
  FILE_MISSING: { status: 400, message: 'Choose a file to upload.' },
  FILE_TOO_MANY: { status: 400, message: 'Only one file can be uploaded at a time.' },
  FILE_TOO_LARGE: { status: 400, message: 'The file is larger than the allowed {limit}. Choose a smaller file.' },
  MULTIPART_INVALID: { status: 400, message: 'The upload could not be read as multipart/form-data: {detail}. Send the file as the form field "file".' },
  UNAUTHORIZED: { status: 401, message: 'Please log in: no valid session token was sent.' },
  TOKEN_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  SESSION_REVOKED: { status: 401, message: 'Your session was ended because the password changed or the account was disabled. Please log in again.' },
  USER_DISABLED: { status: 401, message: 'This account is disabled. Ask an administrator to enable it again.' },
  BAD_CREDENTIALS: { status: 401, message: 'The e-mail address or password is wrong.' },
  MFA_REQUIRED: { status: 401, message: 'Enter the 6-character code of your authenticator app.' },
  MFA_INVALID: { status: 401, message: 'The MFA-Code is invalid.' },
  MFA_NOT_SET_UP: { status: 422, message: 'Start the two-factor setup first: there is no pending secret to activate.' },
  MFA_ALREADY_ON: { status: 422, message: 'Two-factor authentication is already on. Turn it off before setting it up again.' },
  MFA_NOT_ON: { status: 422, message: 'Two-factor authentication is not on.' },
  FORBIDDEN: { status: 403, message: 'You are missing the right to do this ({permission}).' },
  HIGHER_ROLE: { status: 403, message: 'You can only change users (or their passwords) whose rights you hold yourself.' },
  NOT_FOUND: { status: 404, message: 'The requested {resource} could not be found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'There is no API route {method} {url}.' },
  VALIDATION: { status: 422, message: 'Some fields are not valid. Please check the form.' },
  SYSTEM_ROLE: { status: 422, message: 'System roles cannot be changed.' },
  FILE_NOT_IMAGE: { status: 422, message: 'Only image files are allowed.' },
  FILE_NOT_PDF: { status: 422, message: 'Only PDF files are allowed.' },
  FILE_NOT_DOCUMENT: { status: 422, message: 'Only PDF or image files are allowed.' },
  FILE_NOT_TEMPLATE: { status: 422, message: 'Only PDF, HTML or plain text files are allowed as templates.' },
  CATEGORY_NOT_EMPTY: { status: 422, message: 'This category still holds articles. Move or delete them first.' },
  OPTION_GROUP_NOT_EMPTY: { status: 422, message: 'This option group still holds option articles. Move or delete them first.' },
  MACHINE_TRANSLATION_MISSING: { status: 422, message: 'No machine translation provider is configured (TRANSLATOR_URL). Enter the translations by hand.' },
  IMPORT_TOO_LARGE: { status: 422, message: 'The file is over the import limit of {limit} {unit}. Split it into smaller files and import them one after the other.' },
  RESET_TOKEN_INVALID: { status: 422, message: 'Reset token not found or expired.' },
  CURRENT_PASSWORD_WRONG: { status: 422, message: 'The current password is wrong.' },
  PROMO_CODES_TAKEN: { status: 409, message: 'Codes generated at the same time took some of these codes. Generate again.' },
  RATE_LIMITED: { status: 429, message: 'Too many failed login attempts. Please try again in {minutes} minutes.' },
  RESET_RATE_LIMITED: { status: 429, message: 'Too many password reset requests. Please try again in {minutes} minutes.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many wrong codes or passwords. Please try again in {minutes} minutes.' },
  REGISTER_RATE_LIMITED: { status: 429, message: 'Too many registration requests from this address. Please try again in {minutes} minutes.' },
  IMPORT_BUSY: { status: 429, message: 'Another import of yours is still running. Wait until it has finished, then try again.' },
  INTERNAL: { status: 500, message: 'There was an internal server error.' },
  GEOCODER_FAILED: { status: 502, message: 'The GPS lookup service failed ({reason}). Try again later or enter the GPS coordinates manually.' },
  TRANSLATOR_FAILED: { status: 502, message: 'The machine translation service failed ({reason}). Try again later or enter the translations by hand.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface FieldError {
  path: string;
  /** English text, for API users and as the admin's fallback */
  message: string;
  /** what failed (`required`, `taken`, `maxLength`, a format's `validation.*` key, …): the admin translates by it */
  code?: string;
  /** the rule's values the translation names (`limit`, `pattern`, …) */
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, params: Record<string, string | number> = {}, errors?: FieldError[], extra?: Record<string, unknown>) {
    const entry = ERRORS[code];
    super(entry.message.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? '')));
    this.code = code;
    this.status = entry.status;
    this.errors = errors;
    this.extra = extra;
  }
}

/** A 422 for one or more fields. */
export function invalid(errors: FieldError[]): AppError {
  return new AppError('VALIDATION', {}, errors);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found',
  422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway',
};

export function errorBody(err: AppError) {
  return {
    statusCode: err.status,
    error: REASONS[err.status] ?? 'Error',
    message: err.message,
    code: err.code,
    ...(err.errors ? { errors: err.errors } : {}),
    ...err.extra,
  };
}
