import { ERRORS } from '../errors';

/**
 * The one body every error answer has (errorBody in ../errors): the document names it under every
 * error status of every operation. Only the document uses it; answers are not serialized by it,
 * so no field of an error (the extras some errors carry, such as `name: 'MFAError'`) is cut off.
 */
export const apiErrorSchema = {
  type: 'object',
  description: 'An error answer: a stable code (the admin translates by it), the HTTP status and an English message.',
  required: ['statusCode', 'error', 'message', 'code'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    error: { type: 'string', description: 'the status reason phrase' },
    message: { type: 'string', description: 'English text saying what to do' },
    code: { type: 'string', enum: Object.keys(ERRORS) },
    errors: {
      type: 'array',
      description: 'the fields that failed (422 and some 400)',
      items: {
        type: 'object',
        required: ['path', 'message', 'code'],
        properties: {
          path: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string', description: 'what failed: a JSON Schema keyword, a format key, `taken` or a rule code' },
          params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
        },
      },
    },
  },
  // a few errors add their own fields (MFA errors say `name: 'MFAError'`, providers their status)
  additionalProperties: true,
} as const;
