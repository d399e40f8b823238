import { describe, expect, it } from 'vitest';
import venueDef from '../../schemas/venue';
import { makeEntity } from '../../src/core/registry';
import { simplePayload, submissionErrors } from './simpleVenue';

const venue = makeEntity(venueDef);

describe('simple venue payload', () => {
  it('sends only the simple fields; on edit only what changed', () => {
    const values = { name: 'A', readableId: 'AA01', city: 'Berlin', provisionRate: 3, deliveryEnabled: true, latitude: '52,5' };
    expect(simplePayload(venue, values, 'create')).toEqual({ name: 'A', readableId: 'AA01', city: 'Berlin', latitude: 52.5 });
    expect(simplePayload(venue, { ...values, city: '' }, 'edit', { name: 'A', readableId: 'AA01', city: 'Berlin', latitude: 52.5 })).toEqual({ city: null });
  });

  it('422 field errors go back to the form', () => {
    expect(submissionErrors({ status: 422, body: { errors: { 'openingHours.special': 'x' } } })).toEqual({ 'openingHours.special': 'x' });
    expect(submissionErrors({ status: 500, body: {} })).toBeNull();
  });
});
