import { describe, expect, it } from 'vitest';
import { timeRange } from '../../../schemas/_fragments/opening-hours';
import { addressProperties } from '../../../schemas/_fragments/address';
import { promotionProperties } from '../../../schemas/_fragments/promotionFields';
import upsell from '../../../schemas/upsell';
import venue from '../../../schemas/venue';
import option from '../../../schemas/option';
import { schemaValidators } from './schemaValidators';

/**
 * The form side of the schemas' `x-rules`: the field's validators read the fields beside it from
 * the form's values by the input's dotted source, and answer the catalogue key the server's 422
 * carries (src/server/rules/assertFieldRules.ts), so both say the same in de/en/fr.
 */
async function run(prop: unknown, value: unknown, allValues: unknown, source: string): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const v of schemaValidators(prop, false)) {
    const r = await (v as any)(value, allValues, { source, finalSource: source });
    if (r) out.push(typeof r === 'string' ? r : r.message);
  }
  return out;
}

describe('schemaValidators: x-rules', () => {
  it('time before: a nested interval compares with its own `to`', async () => {
    const values = { openingHours: { regular: { monday: [{ from: '09:00', to: '12:00' }, { from: '18:00', to: '17:00' }] } } };
    expect(await run(timeRange.properties.from, '18:00', values, 'openingHours.regular.monday.1.from')).toEqual(['validation.timeBefore']);
    expect(await run(timeRange.properties.from, '09:00', values, 'openingHours.regular.monday.0.from')).toEqual([]);
  });

  it('date before: a promotion starts no later than it ends', async () => {
    const values = { from: '2030-05-02T00:00:00.000Z', to: '2030-05-01T00:00:00.000Z' };
    expect(await run(promotionProperties.from, values.from, values, 'from')).toEqual(['validation.dateBefore']);
    expect(await run(promotionProperties.from, values.to, values, 'from')).toEqual([]);
    expect(await run(promotionProperties.from, values.from, { from: values.from }, 'from')).toEqual([]);
  });

  it('smaller or equal, smaller, greater or equal (numbers typed with a comma too)', async () => {
    expect(await run(venue.properties.deliveryRadius, '10,5', { maxRadius: 10 }, 'deliveryRadius')).toEqual(['validation.lessOrEqual']);
    expect(await run(venue.properties.deliveryRadius, '10', { maxRadius: 10 }, 'deliveryRadius')).toEqual([]);
    expect(await run(venue.properties.reserved, 5, { maxOrders: 5 }, 'reserved')).toEqual(['validation.lessThan']);
    expect(await run(venue.properties.reserved, 0, { maxOrders: 0 }, 'reserved')).toEqual([]);
    expect(await run(option.properties.limit, 1, { requiredAmount: 2 }, 'limit')).toEqual(['validation.greaterOrEqual']);
    expect(await run(option.properties.limit, 0, { requiredAmount: 2 }, 'limit')).toEqual([]);
  });

  it('unique dependency: the large PLU is not the small one', async () => {
    expect(await run(upsell.properties.pluLarge, 'S1 ', { pluSmall: 'S1' }, 'pluLarge')).toEqual(['validation.uniqueAmong']);
    expect(await run(upsell.properties.pluLarge, 'L1', { pluSmall: 'S1' }, 'pluLarge')).toEqual([]);
  });

  it('a city is required with a postal code', async () => {
    expect(await run(addressProperties.city, '', { postalCode: '50667' }, 'city')).toEqual(['ra.validation.required']);
    expect(await run(addressProperties.city, 'Köln', { postalCode: '50667' }, 'city')).toEqual([]);
    expect(await run(addressProperties.city, '', {}, 'city')).toEqual([]);
    // nested (a customer's address object): the siblings are the object's members
    expect(await run(addressProperties.city, undefined, { address: { postalCode: '1010' } }, 'address.city')).toEqual(['ra.validation.required']);
  });

  it('phone: + and up to 15 digits', async () => {
    expect(await run(venue.properties.phone, '+12345', {}, 'phone')).toEqual([]);
    expect(await run(venue.properties.phone, '+1234567890123456', {}, 'phone')).toContain('validation.phone');
  });
});

describe('schemaValidators: x-rules leave unfinished values to their format', () => {
  it('a date still being typed is no "date before" error', async () => {
    const errors = await run(promotionProperties.from, '27.11.2026 0', { to: '2026-11-01T00:00:00.000Z' }, 'from');
    expect(errors).not.toContain('validation.dateBefore');
    expect(errors).not.toContain('validation.date');
  });
});
