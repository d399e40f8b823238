import type { RouteOptions } from 'fastify';
import { MFA_CODE_HEADER, type StepUp } from './stepUpFor';

/**
 * Tells the API document that a route steps up: its `X-MFA-Code` header and a note in its
 * description, so a client knows to expect the MFAError answer and how to repeat the call.
 */
export function documentStepUp(route: RouteOptions, stepUp: StepUp): void {
  const schema = (route.schema ??= {}) as Record<string, any>;
  const when = stepUp === 'hard' ? 'When the body asks for a hard delete, a' : 'A';
  const note = `${when} caller with two-factor authentication on must give a current code: without one the call is answered 401 MFAError (code MFA_REQUIRED); repeated with the code in the X-MFA-Code header it goes through, and further such calls of the same sign-in need no code for the next minutes.`;
  schema.description = schema.description ? `${schema.description}\n\n${note}` : note;
  // A copy: routes may share one headers schema object.
  const headers = schema.headers ?? { type: 'object' };
  schema.headers = {
    ...headers,
    properties: { ...headers.properties, [MFA_CODE_HEADER]: { type: 'string', description: 'the current 6-digit code of the authenticator app (step-up)' } },
  };
}
