import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matchesSearch';

const burger = { name: { de: 'Käseburger', en: 'Cheeseburger' }, number: 'B-12' };

describe('matchesSearch', () => {
  it('matches the German name, the shown name and the numbers, ignoring case', () => {
    expect(matchesSearch(burger, 'KÄSE', 'fr')).toBe(true);
    expect(matchesSearch(burger, 'kase', 'fr')).toBe(true);
    expect(matchesSearch(burger, 'cheese', 'en')).toBe(true);
    expect(matchesSearch(burger, 'b-1', 'de')).toBe(true);
    expect(matchesSearch({ name: { de: 'Ketchup' }, optionNumber: 'K7' }, 'k7', 'de')).toBe(true);
  });

  it('refuses what none of them holds, and an empty search matches all', () => {
    expect(matchesSearch(burger, 'salat', 'de')).toBe(false);
    expect(matchesSearch(burger, '  ', 'de')).toBe(true);
  });
});
