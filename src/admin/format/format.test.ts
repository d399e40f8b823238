import { describe, expect, it } from 'vitest';
import { formatDayTime, toDateTimeLocal } from './formatDayTime';
import { formatMoney } from './formatMoney';

describe('formatDayTime', () => {
  it('DD.MM.YYYY HH:mm in local time', () => {
    const d = new Date(2024, 11, 3, 7, 5);
    expect(formatDayTime(d)).toBe('03.12.2024 07:05');
    expect(formatDayTime(d.toISOString())).toBe('03.12.2024 07:05');
    expect(formatDayTime('nonsense')).toBe('');
  });

  it('datetime-local value', () => {
    expect(toDateTimeLocal(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09T23:59');
  });
});

describe('formatMoney', () => {
  it('two decimals, the locale decides separators and symbol place', () => {
    expect(formatMoney(1156, 'de').replace(/\s/g, ' ')).toBe('1.156,00 €');
    expect(formatMoney(1156, 'en')).toBe('€1,156.00');
    expect(formatMoney(971.456, 'fr').replace(/\s/g, ' ')).toBe('971,46 €');
    expect(formatMoney(10, 'de', 'chf').replace(/\s/g, ' ')).toBe('10,00 CHF');
  });
});
