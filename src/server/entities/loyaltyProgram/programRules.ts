import loyaltyProgram from '../../../../schemas/loyaltyProgram';
import { missingWhen } from '../../../core/requiredWhen';
import type { FieldError } from '../../errors';

type ProgramFields = Record<string, unknown>;

/** Field errors for a program as it would be stored (after a create, or an update merged onto it). */
/** What each provider type cannot work without (the adapters' calls need them): the schema's `x-required-when`. */
export function programErrors(doc: ProgramFields): FieldError[] {
  return missingWhen(loyaltyProgram['x-required-when']!, doc)
    .map((m) => ({ path: m.needed, message: `is required for a ${m.value} program`, code: 'required' }));
}

/** Which write-only credentials are stored, the only thing about them the API answers. */
export function secretsSet(doc: ProgramFields): { apikey: boolean; oauthSecret: boolean } {
  return { apikey: typeof doc.apikey === 'string' && doc.apikey !== '', oauthSecret: typeof doc.oauthSecret === 'string' && doc.oauthSecret !== '' };
}
