import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errorHandler';
import { AppError, invalid, ruleError, RULE_MESSAGES, type FieldError } from './errors';

// @ts-expect-error a field error without its code does not compile
const uncoded: FieldError = { path: 'name', message: 'is wrong somehow' };

const app = Fastify();
app.setErrorHandler(errorHandler);
app.get('/uncoded', async () => { throw invalid([uncoded]); });
app.get('/coded', async () => { throw invalid([ruleError('venue', 'venueUnknown')]); });
afterAll(() => app.close());

describe('field errors carry a code the admin translates by', () => {
  it('a 422 with an uncoded field error fails as a bug under the test runner', async () => {
    expect((await app.inject('/uncoded')).statusCode).toBe(500);
    const coded = await app.inject('/coded');
    expect(coded.statusCode).toBe(422);
    expect(coded.json().errors).toEqual([{ path: 'venue', code: 'venueUnknown', message: RULE_MESSAGES.venueUnknown }]);
  });

  it('rule sentences fill in what they name', () => {
    expect(ruleError('isActive', 'comboTooFewSlots', { count: 2 })).toEqual({ path: 'isActive', code: 'comboTooFewSlots', message: 'A combo needs at least 2 slots to be active.', params: { count: 2 } });
    expect(new AppError('VALIDATION', {}, [ruleError('x', 'notInVenue', { entity: 'category' })]).errors![0].message).toBe('names no category of this venue');
  });
});
