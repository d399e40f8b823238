import { describe, expect, it } from 'vitest';
import { contentLanguageMarks, orderedLanguages } from './contentLanguageMarks';

describe('contentLanguageMarks', () => {
  const langs = ['de', 'en', 'fr'];

  it('marks a language with text in any translatable field as filled', () => {
    const marks = contentLanguageMarks(langs, ['name', 'description'], [{ de: 'Suppe' }, { en: 'Soup', fr: '  ' }], {});
    expect(marks).toEqual({ de: 'filled', en: 'filled', fr: 'empty' });
  });

  it('marks a language whose input failed a check, nested fields included, and the error wins over content', () => {
    const errors = { name: { fr: { message: 'too long' } }, options: [undefined, { name: { de: { message: 'required' } } }] };
    const marks = contentLanguageMarks(langs, ['name', 'options.1.name'], [{ fr: 'x'.repeat(20) }, {}], errors);
    expect(marks).toEqual({ de: 'error', en: 'empty', fr: 'error' });
  });

  it('is all empty without fields or values', () => {
    expect(contentLanguageMarks(langs, [], [], undefined)).toEqual({ de: 'empty', en: 'empty', fr: 'empty' });
    expect(contentLanguageMarks(langs, ['name'], [undefined], undefined)).toEqual({ de: 'empty', en: 'empty', fr: 'empty' });
  });
});

describe('orderedLanguages', () => {
  it('puts German first and keeps the schema order otherwise', () => {
    expect(orderedLanguages(['en', 'fr', 'de', 'it'])).toEqual(['de', 'en', 'fr', 'it']);
    expect(orderedLanguages(['en', 'fr'])).toEqual(['en', 'fr']);
  });
});
