import { describe, expect, it } from 'vitest';
import { localizedText } from './localizedText';

describe('localizedText', () => {
  it('shows the reader language when it is filled', () => {
    expect(localizedText({ de: 'Getränke', en: 'Drinks', fr: 'Boissons' }, 'fr')).toBe('Boissons');
  });

  it('falls back to German, then to any filled language', () => {
    expect(localizedText({ de: 'Getränke', en: '' }, 'en')).toBe('Getränke');
    expect(localizedText({ de: '  ', it: 'Bevande' }, 'fr')).toBe('Bevande');
    expect(localizedText({}, 'en')).toBe('');
  });

  it('passes plain strings through and shows nothing for missing values', () => {
    expect(localizedText('Burger', 'de')).toBe('Burger');
    expect(localizedText(undefined, 'de')).toBe('');
    expect(localizedText(null, 'de')).toBe('');
  });
});
