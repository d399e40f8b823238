import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('two decimals, the locale decides separators and symbol place', () => {
    expect(formatMoney(1156, 'de').replace(/\s/g, ' ')).toBe('1.156,00 €');
    expect(formatMoney(1156, 'en')).toBe('€1,156.00');
    expect(formatMoney(971.456, 'fr').replace(/\s/g, ' ')).toBe('971,46 €');
    expect(formatMoney(10, 'de', 'chf').replace(/\s/g, ' ')).toBe('10,00 CHF');
  });
});
