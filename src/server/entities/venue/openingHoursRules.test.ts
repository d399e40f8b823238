import { describe, expect, it } from 'vitest';
import { hasRegularHours, openingHoursErrors, publishErrors } from './openingHoursRules';

describe('opening hours rules (spec part 1 §5)', () => {
  it('regular hours need at least one interval', () => {
    expect(hasRegularHours(undefined)).toBe(false);
    expect(hasRegularHours({ regular: { monday: [] } })).toBe(false);
    expect(hasRegularHours({ regular: { sunday: [{ from: '10:00', to: '11:00' }] } })).toBe(true);
  });

  it('special hours without regular hours, and backwards ranges', () => {
    expect(openingHoursErrors('deliveryHours', { special: [{ date: '2026-01-01' }] })).toEqual([
      { path: 'deliveryHours.special', message: 'Special hours are not saved without regular hours.', code: 'specialWithoutRegular' },
    ]);
    const errors = openingHoursErrors('openingHours', {
      regular: { friday: [{ from: '09:00', to: '09:00' }, { from: '10:00', to: '23:59' }] },
      special: [{ date: '2026-01-01', hours: [{ from: '12:00', to: '08:00' }] }],
    });
    expect(errors.map((e) => e.path)).toEqual(['openingHours.regular.friday.0.to', 'openingHours.special.0.hours.0.to']);
    expect(openingHoursErrors('openingHours', { closed: true })).toEqual([]);
  });

  it('publishing needs opening hours, and delivery hours when delivery is on', () => {
    const hours = { regular: { monday: [{ from: '09:00', to: '17:00' }] } };
    expect(publishErrors({}).map((e) => e.message)).toEqual(['Please set opening hours first!']);
    expect(publishErrors({ openingHours: hours, deliveryEnabled: true }).map((e) => e.message)).toEqual(['Please set delivery hours first!']);
    expect(publishErrors({ openingHours: hours, deliveryEnabled: false })).toEqual([]);
  });
});
