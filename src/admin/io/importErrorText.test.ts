import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../server/io/importError';
import { foodcardIoEn } from '../i18n/foodcardIoEn';
import { makeI18nProvider } from '../i18n/i18nProvider';
import { importErrorText } from './importErrorText';

describe('importErrorText', () => {
  it('takes line and column from the path and translates the message by its code, words among the values too', () => {
    const i18n = makeI18nProvider('de');
    const t = i18n.translate;
    expect(importErrorText(t, { path: 'line 4: price', message: 'must be a number', code: 'number' })).toEqual({ line: 4, column: 'price', text: 'muss eine Zahl sein' });
    expect(importErrorText(t, { path: 'line 9: name_de', message: 'x', code: 'sameNew', params: { what: 'option article', type: 'optionArticle', line: 3 } }).text)
      .toBe('bezeichnet denselben Eintrag (Optionsartikel) wie Zeile 3: Vergeben Sie Nummern, um sie zu unterscheiden');
    expect(importErrorText(t, { path: 'file', message: 'is not UTF-8 text', code: 'notUtf8' })).toEqual({ text: 'ist kein UTF-8-Text: Speichern Sie die CSV-Datei als UTF-8' });
  });

  it('shows a message without code, or with a code it does not know, as the server sent it', () => {
    const i18n = makeI18nProvider('fr');
    expect(importErrorText(i18n.translate, { path: 'line 2: allergens', message: 'must be equal to one of the allowed values' }))
      .toEqual({ line: 2, column: 'allergens', text: 'must be equal to one of the allowed values' });
    expect(importErrorText(i18n.translate, { path: 'line 2', message: 'new problem', code: 'somethingNew' }).text).toBe('new problem');
  });

  it('the catalogue has a text for every error code of the server, with the values it names', () => {
    expect(Object.keys(foodcardIoEn.errors).sort()).toEqual(Object.keys(IMPORT_MESSAGES).sort());
    const names = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1]).sort();
    for (const [code, text] of Object.entries(IMPORT_MESSAGES)) {
      expect(names(foodcardIoEn.errors[code as keyof typeof IMPORT_MESSAGES], /%\{(\w+)\}/g), code).toEqual(names(text, /\{(\w+)\}/g));
    }
  });
});
