import { describe, expect, it } from 'vitest';
import { toFormValues, toPayload } from './integrationForm';

describe('checkout integration form', () => {
  it('round-trips the spec fields and keeps keys the form does not show', () => {
    const loaded = { serviceUrl: 'https://pos.example.com', firetime: 5, multiConventional: true, providerKey: 'x' };
    const values = toFormValues(loaded);
    expect(values).toMatchObject({ serviceUrl: 'https://pos.example.com', firetime: '5', multiConventional: true, orgName: '' });
    const { payload, errors } = toPayload({ ...values, orgName: 'Org', excludedTenders: 'cash, card', firetime: '' }, loaded);
    expect(errors).toEqual({});
    expect(payload).toEqual({ serviceUrl: 'https://pos.example.com', orgName: 'Org', excludedTenders: 'cash, card', multiConventional: true, providerKey: 'x' });
  });

  it('reports invalid minutes, lists and addresses by field', () => {
    const values = { ...toFormValues({}), firetime: '2.5', excludedTenders: 'cash,,card', serviceUrl: 'pos.example.com' };
    expect(toPayload(values, {}).errors).toEqual({
      firetime: 'screens.checkout.invalidMinutes',
      excludedTenders: 'validation.csvList',
      serviceUrl: 'screens.checkout.invalidUrl',
    });
  });
});
