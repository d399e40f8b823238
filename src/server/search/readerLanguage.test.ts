import { describe, expect, it } from 'vitest';
import { readerLanguage } from './readerLanguage';

describe('readerLanguage', () => {
  it('takes the best-weighted content language of Accept-Language', () => {
    expect(readerLanguage('en')).toBe('en');
    expect(readerLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(readerLanguage('sv;q=1, en;q=0.5, de;q=0.7')).toBe('de');
    expect(readerLanguage(['en-GB', 'fr'])).toBe('en');
  });

  it('is German without a header, for unknown languages and for anything malformed', () => {
    for (const value of [undefined, '', '*', 'sv-SE', ';;;', 'en;q=0', 'en;q=abc', 'x'.repeat(10_000)]) expect(readerLanguage(value), String(value)).toBe('de');
  });
});
