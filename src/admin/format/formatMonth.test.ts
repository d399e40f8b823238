import { describe, expect, it } from 'vitest';
import { formatMonth } from './formatMonth';

describe('formatMonth', () => {
  it('names a calendar month in the language, the same month in every zone', () => {
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-10', 'de')).toBe('Oktober 2026');
    expect(formatMonth('2026-10', 'fr')).toBe('octobre 2026');
    expect(formatMonth('2027-01', 'de')).toBe('Januar 2027');
  });

  it('shows anything that is no month as it came', () => {
    expect(formatMonth('2026-13-01', 'en')).toBe('2026-13-01');
    expect(formatMonth('', 'en')).toBe('');
  });
});
