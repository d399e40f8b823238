import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from '../../core/validators';
import { formatNumber, numberInputText } from './formatNumber';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('the language separators', () => {
    expect(formatNumber(12345.5, 'de')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(nbsp(formatNumber(12345.5, 'fr'))).toBe('12 345,5');
    expect(formatNumber(9.5, 'de', { decimals: 2 })).toBe('9,50');
    expect(nbsp(formatNumber(0.125, 'fr', { percent: true }))).toBe('12,5 %');
    expect(formatNumber(undefined, 'de')).toBe('');
  });
});

describe('numberInputText', () => {
  it('the decimal mark of the language, no grouping, read back as the same number', () => {
    expect(numberInputText(9.5, 'de', 2)).toBe('9,50');
    expect(numberInputText(9.5, 'fr', 2)).toBe('9,50');
    expect(numberInputText(9.5, 'en', 2)).toBe('9.50');
    expect(numberInputText(1234.5, 'fr')).toBe('1234,5');
    expect(numberInputText(-3, 'de')).toBe('-3');
    for (const n of [9.5, 1234.56, -0.05, 1000000]) {
      for (const locale of ['de', 'en', 'fr']) expect(parseLocaleNumber(numberInputText(n, locale, 2))).toBe(n);
    }
  });
});
