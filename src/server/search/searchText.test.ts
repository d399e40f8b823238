import { describe, expect, it } from 'vitest';
import { foldText } from '../../core/foldText';
import { searchText } from './searchText';

describe('searchText', () => {
  it('holds the number, option number and the name in every language, lower-cased, also without diacritics', () => {
    const text = searchText({ name: { de: 'Soße', en: 'Sauce', fr: 'Crème' }, number: 'A-1', optionNumber: 'O-2' });
    for (const part of ['a-1', 'o-2', 'soße', 'sosse', 'sauce', 'crème', 'creme']) expect(text).toContain(part);
    expect(text.startsWith('a-1 o-2 soße')).toBe(true);
  });

  it('repeats nothing and skips empty languages; a plain-text name counts as well', () => {
    expect(searchText({ name: { de: 'Cola', en: 'Cola', fr: ' ' } })).toBe('cola');
    expect(searchText({ name: 'Plain' })).toBe('plain');
    expect(searchText({})).toBe('');
  });

  it('stays within the stored field\'s 1000 characters', () => {
    expect(searchText({ name: { de: 'x'.repeat(5000), en: 'y'.repeat(5000) } })).toHaveLength(1000);
  });

  it('folds case, marks and ß', () => {
    expect(foldText('Crème Brûlée GROẞ Ärger')).toBe('creme brulee gross arger');
  });
});
