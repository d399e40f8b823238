import type { FieldError } from '../../errors';

type ProgramFields = Record<string, unknown>;

/** What each provider type cannot work without (the adapters' calls need them). */
const NEEDS: Record<string, readonly string[]> = {
  piggy: ['apikey', 'shopUuid'],
  como: ['apikey', 'storeId'],
  rbi: ['oauthId', 'oauthSecret', 'storeId'],
  internal: [],
};

/** Field errors for a program as it would be stored (after a create, or an update merged onto it). */
export function programErrors(doc: ProgramFields): FieldError[] {
  const needs = NEEDS[String(doc.type)] ?? [];
  return needs
    .filter((f) => doc[f] === undefined || doc[f] === null || doc[f] === '')
    .map((f) => ({ path: f, message: `is required for a ${String(doc.type)} program`, code: 'required' }));
}

/** Which write-only credentials are stored, the only thing about them the API answers. */
export function secretsSet(doc: ProgramFields): { apikey: boolean; oauthSecret: boolean } {
  return { apikey: typeof doc.apikey === 'string' && doc.apikey !== '', oauthSecret: typeof doc.oauthSecret === 'string' && doc.oauthSecret !== '' };
}
