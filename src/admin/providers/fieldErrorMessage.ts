import { RULE_MESSAGES } from '../../server/errors';
import { patternMessageKey } from '../from-schema/patternMessage';
import { serverMessageKey } from './serverMessageKey';

/** One entry of a 422 answer's `errors`. */
export interface ServerFieldError {
  path: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

export interface TranslatableMessage {
  message: string;
  /** polyglot arguments; `_` is the server's English text for a catalogue without the key */
  args: Record<string, unknown>;
}

const num = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : '');

/** Server codes (src/server/validation/formatErrors.ts and the generic CRUD) → catalogue keys. */
const BY_CODE: Record<string, (params: Record<string, unknown>) => TranslatableMessage | null> = {
  required: () => ({ message: 'ra.validation.required', args: {} }),
  taken: () => ({ message: 'validation.taken', args: {} }),
  minLength: (p) => ({ message: 'ra.validation.minLength', args: { min: num(p.limit) } }),
  maxLength: (p) => ({ message: 'ra.validation.maxLength', args: { max: num(p.limit) } }),
  minimum: (p) => ({ message: 'ra.validation.minValue', args: { min: num(p.limit) } }),
  exclusiveMinimum: (p) => ({ message: 'ra.validation.minValue', args: { min: num(p.limit) } }),
  maximum: (p) => ({ message: 'ra.validation.maxValue', args: { max: num(p.limit) } }),
  exclusiveMaximum: (p) => ({ message: 'ra.validation.maxValue', args: { max: num(p.limit) } }),
  pattern: (p) => ({ message: patternMessageKey(String(p.pattern ?? '')), args: {} }),
  enum: (p) => ({ message: 'serverErrors.enum', args: { options: String(p.options ?? '') } }),
  type: (p) => ({ message: 'serverErrors.type', args: { type: String(p.type ?? '') } }),
  unknownField: () => ({ message: 'serverErrors.unknownField', args: {} }),
  format: () => ({ message: 'serverErrors.format', args: {} }),
  minItems: (p) => ({ message: 'serverErrors.minItems', args: { limit: num(p.limit) } }),
  maxItems: (p) => ({ message: 'serverErrors.maxItems', args: { limit: num(p.limit) } }),
  uniqueItems: () => ({ message: 'serverErrors.uniqueItems', args: {} }),
  multipleOf: (p) => ({ message: 'serverErrors.multipleOf', args: { limit: num(p.limit) } }),
  const: () => ({ message: 'serverErrors.const', args: {} }),
  not: () => ({ message: 'serverErrors.not', args: {} }),
  // error codes of the error table that name a field (the upload's file, the current password)
  FILE_NOT_IMAGE: () => ({ message: 'app.upload.errors.FILE_NOT_IMAGE', args: {} }),
  FILE_NOT_PDF: () => ({ message: 'app.upload.errors.FILE_NOT_PDF', args: {} }),
  FILE_NOT_DOCUMENT: () => ({ message: 'app.upload.errors.FILE_NOT_DOCUMENT', args: {} }),
  FILE_NOT_TEMPLATE: () => ({ message: 'app.upload.errors.FILE_NOT_TEMPLATE', args: {} }),
  CURRENT_PASSWORD_WRONG: () => ({ message: 'screens.password.currentWrong', args: {} }),
};

/** The server's own rules (RULE_MESSAGES): `serverRules.<code>`, naming the values it sent. */
const ruleMessage = (code: string, params: Record<string, unknown>): TranslatableMessage | null =>
  Object.hasOwn(RULE_MESSAGES, code) ? { message: `serverRules.${code}`, args: { ...params } } : null;

/**
 * A server field error as a catalogue key with its arguments, so the user reads it in their
 * language: by its code (format keys `validation.*` are shared with src/core/validators.ts, rule
 * codes with the server's RULE_MESSAGES), else
 * by a rule sentence the catalogue knows word for word, else the server's text as sent.
 */
export function fieldErrorMessage(error: Pick<ServerFieldError, 'message' | 'code' | 'params'>): TranslatableMessage {
  const { code, message } = error;
  const params = error.params ?? {};
  const byCode = code === undefined ? null : Object.hasOwn(BY_CODE, code) ? BY_CODE[code](params) : ruleMessage(code, params);
  const found = byCode ?? (code?.startsWith('validation.') ? { message: code, args: {} } : { message: serverMessageKey(message), args: {} });
  return { message: found.message, args: { ...found.args, _: message } };
}

/** react-admin's marker for a validation error with arguments (ra-core ValidationError.tsx). */
const RA_MESSAGE_PREFIX = '@@react-admin@@';

/**
 * The form-field form of a server error: react-hook-form keeps strings only, so react-admin
 * reads a message with arguments from this prefixed JSON and translates it where it shows it.
 */
export function fieldErrorForForm(error: ServerFieldError): string {
  return RA_MESSAGE_PREFIX + JSON.stringify(fieldErrorMessage(error));
}

/** Reads a form error string back (see fieldErrorForForm); a plain string is its own key. */
export function parseFormError(value: string): TranslatableMessage {
  if (value.startsWith(RA_MESSAGE_PREFIX)) {
    try {
      const parsed = JSON.parse(value.slice(RA_MESSAGE_PREFIX.length)) as TranslatableMessage;
      if (typeof parsed?.message === 'string') return { message: parsed.message, args: parsed.args ?? {} };
    } catch {
      // not ours: show it as it is
    }
  }
  return { message: value, args: { _: value } };
}
