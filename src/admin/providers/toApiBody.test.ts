import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAllEntities, registry } from '../registry';

// The admin loads declarations per screen; these tests read many.
beforeAll(() => ensureAllEntities());
import { toApiBody } from './toApiBody';

describe('toApiBody', () => {
  const program = registry.get('loyaltyProgram')!;
  const user = registry.get('user')!;

  it('sends a secret on update only when one was typed: empty keeps the stored one', () => {
    expect(toApiBody(program, { type: 'piggy', apikey: 'k-1', secretsSet: { apikey: true } }, { mode: 'update' })).toEqual({ type: 'piggy', apikey: 'k-1' });
    expect(toApiBody(program, { type: 'piggy', apikey: '', oauthSecret: null }, { mode: 'update' })).toEqual({ type: 'piggy' });
  });

  it('still leaves other write-only fields (a password) out of updates', () => {
    expect(toApiBody(user, { name: 'A', password: 'Secret123' }, { mode: 'update' })).toEqual({ name: 'A' });
    expect(toApiBody(user, { name: 'A', password: 'Secret123' }, { mode: 'create' })).toEqual({ name: 'A', password: 'Secret123' });
  });
});
