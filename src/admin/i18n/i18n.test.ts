// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import { version } from '../../../package.json';
import type { EntityDef } from '../../../schemas/_meta';
import { MESSAGES_EN } from '../../core/validationMessages';
import { RULE_MESSAGES } from '../../server/errors';
import { IMPORT_MESSAGES } from '../../server/io/importError';
import { de } from './de';
import { en } from './en';
import { fieldLabelPaths } from './fieldLabelPaths';
import { fr } from './fr';
import { LOCALES, initialLocale, makeI18nProvider } from './i18nProvider';
import { LOCALE_STORAGE_KEY } from './locales';
import { flattenMessages as flatten } from './flattenMessages';

const modules = import.meta.glob<{ default: EntityDef }>(['/schemas/*.ts', '!/schemas/_*.ts'], { eager: true });
const defs = Object.values(modules).map((m) => m.default);


const catalogues = { de: flatten(de), en: flatten(en), fr: flatten(fr) };
const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));
const pluralForms = (text: string) => text.split('||||').length;

describe('catalogue completeness', () => {
  it('de and fr have exactly the key paths of en', () => {
    const enKeys = Object.keys(catalogues.en).sort();
    for (const lang of ['de', 'fr'] as const) {
      const keys = Object.keys(catalogues[lang]);
      expect(enKeys.filter((k) => !(k in catalogues[lang])), `missing in ${lang}`).toEqual([]);
      expect(keys.filter((k) => !(k in catalogues.en)), `extra in ${lang}`).toEqual([]);
    }
  });

  it('the German ra tree covers every key of ra-language-english', () => {
    const raKeys = Object.keys(flatten(englishMessages));
    expect(raKeys.length).toBeGreaterThan(150);
    expect(raKeys.filter((k) => !catalogues.de[k])).toEqual([]);
  });

  it('no empty texts; placeholders are ones the caller passes; plural forms match', () => {
    // react-admin passes both %{field} and %{field_lower_first} to sort_by.
    const extra: Record<string, string[]> = { 'ra.sort.sort_by': ['field'] };
    for (const lang of ['de', 'en', 'fr'] as const) {
      for (const [key, text] of Object.entries(catalogues[lang])) {
        expect(text.trim() !== '' || key === 'ra.boolean.null', `${lang} ${key} is empty`).toBe(true);
        const allowed = new Set([...placeholders(catalogues.en[key]), ...(extra[key] ?? [])]);
        for (const p of placeholders(text)) expect(allowed.has(p), `${lang} ${key} uses unknown %{${p}}`).toBe(true);
        expect(pluralForms(text), `${lang} ${key} plural forms`).toBe(pluralForms(catalogues.en[key]));
      }
    }
  });

  it('server rules: every code of RULE_MESSAGES in all three languages, English word for word', () => {
    for (const [code, text] of Object.entries(RULE_MESSAGES)) {
      expect(catalogues.en[`serverRules.${code}`]).toBe(text.replace(/\{(\w+)\}/g, '%{$1}'));
      expect(catalogues.de[`serverRules.${code}`], `de ${code}`).toBeTruthy();
      expect(catalogues.fr[`serverRules.${code}`], `fr ${code}`).toBeTruthy();
    }
  });

  it('import errors: every code of IMPORT_MESSAGES in all three languages, English word for word', () => {
    for (const [code, text] of Object.entries(IMPORT_MESSAGES)) {
      expect(catalogues.en[`foodcardIo.errors.${code}`]).toBe(text.replace(/\{(\w+)\}/g, '%{$1}'));
      expect(catalogues.de[`foodcardIo.errors.${code}`], `de ${code}`).toBeTruthy();
      expect(catalogues.fr[`foodcardIo.errors.${code}`], `fr ${code}`).toBeTruthy();
    }
  });

  it('validation: every key of MESSAGES_EN in all three languages, English word for word', () => {
    for (const [key, text] of Object.entries(MESSAGES_EN)) {
      expect(catalogues.en[key]).toBe(text);
      expect(catalogues.de[key], `de ${key}`).toBeTruthy();
      expect(catalogues.fr[key], `fr ${key}`).toBeTruthy();
    }
    const specials = MESSAGES_EN['validation.password'].split('digits and ')[1];
    expect(catalogues.de['validation.password'].endsWith(specials)).toBe(true);
    expect(catalogues.fr['validation.password'].endsWith(specials)).toBe(true);
  });
});

describe('resources: every entity and property of schemas/', () => {
  it('found the schemas', () => {
    expect(defs.map((d) => d.$id)).toEqual(expect.arrayContaining(['venue', 'table', 'role', 'user']));
  });

  for (const def of defs) {
    it(`${def.$id}: name (singular |||| plural), every field label and every action label`, () => {
      for (const lang of ['de', 'en', 'fr'] as const) {
        const c = catalogues[lang];
        expect(c[`resources.${def.$id}.name`], `${lang} resources.${def.$id}.name`).toMatch(/\S.* \|\|\|\| \S/);
        const missing = fieldLabelPaths(def).filter((p) => !c[`resources.${def.$id}.fields.${p}`]);
        expect(missing, `${lang}: field labels missing for ${def.$id}`).toEqual([]);
        for (const action of Object.keys(def['x-actions'] ?? {})) {
          expect(c[`resources.${def.$id}.actions.${action}`], `${lang} action ${def.$id}.${action}`).toBeTruthy();
        }
      }
    });
  }

  it('enum values: a label per value of every enum property (resources.<e>.enums.<field> or enums.<field>)', () => {
    const enumFields = (schema: Record<string, unknown>, name: string, out: [string, unknown[]][]) => {
      if (Array.isArray(schema.enum)) out.push([name, schema.enum]);
      const props = (schema.properties ?? (schema.items as Record<string, unknown> | undefined)?.properties) as Record<string, Record<string, unknown>> | undefined;
      for (const [key, sub] of Object.entries(props ?? {})) enumFields(sub, key, out);
      if (schema.items && !props) enumFields(schema.items as Record<string, unknown>, name, out);
    };
    for (const def of defs) {
      const fields: [string, unknown[]][] = [];
      for (const [key, schema] of Object.entries(def.properties)) enumFields(schema as Record<string, unknown>, key, fields);
      for (const lang of ['de', 'en', 'fr'] as const) {
        const c = catalogues[lang];
        const missing = fields.flatMap(([field, values]) =>
          values.filter((v) => !c[`resources.${def.$id}.enums.${field}.${v}`] && !c[`enums.${field}.${v}`]).map((v) => `${field}.${v}`));
        expect(missing, `${lang}: enum labels missing for ${def.$id}`).toEqual([]);
      }
    }
    expect(makeI18nProvider('fr').translate('enums.legalForm.other')).toBe('Autres');
    expect(makeI18nProvider('de').translate('enums.legalForm.SE & Co. KG')).toBe('SE & Co. KG');
  });

  it('labels name only real properties (no stale keys)', () => {
    const system = ['id', '_id', 'createdAt', 'updatedAt', 'deletedAt'];
    for (const def of defs) {
      const known = new Set([...fieldLabelPaths(def), ...system]);
      const prefix = `resources.${def.$id}.fields.`;
      const stale = Object.keys(catalogues.en).filter((k) => k.startsWith(prefix) && !known.has(k.slice(prefix.length)));
      expect(stale).toEqual([]);
    }
  });

  it('nested labels: parent and child both resolve through polyglot', () => {
    const t = makeI18nProvider('de').translate;
    expect(t('resources.venue.fields.payment')).toBe('Zahlungsarten');
    expect(t('resources.venue.fields.payment.cash')).toBe('Barzahlung');
    expect(t('resources.venue.fields.openingHours.regular.monday.from')).toBe('Von');
    expect(t('resources.table.name', { smart_count: 1 })).toBe('Tisch');
    expect(t('resources.table.name', { smart_count: 2 })).toBe('Tische');
  });
});

describe('our keys', () => {
  it('errors: the spec §8 texts exactly', () => {
    expect(flatten({ errors: en.errors as object })).toEqual({
      'errors.badRequest': "The request wasn't valid.",
      'errors.unauthorized': "Your credentials aren't valid.",
      'errors.forbidden': 'You are not allowed to view this page.',
      'errors.notFound': "The requested resource couldn't be found.",
      'errors.unprocessable': 'There was an unexpected validation error. Please check the form.',
      'errors.internal': 'There was an internal server error.',
      'errors.unknown': 'There was an unknown error.',
      'errors.mfa': 'The MFA-Code is invalid.',
    });
  });

  it('menu: the sidebar groups of spec §2', () => {
    expect(Object.keys(en.menu as object)).toEqual([
      'dashboard', 'articles', 'venue', 'promo', 'user', 'customerInfo', 'maintenance', 'uiComponents', 'other',
      'enrollments', 'finances', 'analytics', 'syncLogs', 'auditing',
    ]);
  });

  it("the footer's version is package.json's (the spec's 1.4.0), in every language", () => {
    expect(version).toBe('1.4.0');
    for (const locale of LOCALES) expect(makeI18nProvider(locale.locale).translate('app.version', { version })).toBe(`Version ${version}`);
  });

  it('app texts the spec words exactly', () => {
    const t = makeI18nProvider('en').translate;
    expect(t('app.version', { version })).toBe(`Version ${version}`);
    expect(t('app.selectAtLeastOne')).toBe('At least one item must be selected.');
    expect(t('app.formIncomplete')).toBe('Please fill out the form.');
    expect(t('app.downloads.failed')).toBe('One of your downloads failed. Please try again later.');
    expect(t('app.mfa.invalid')).toBe('The MFA-Code is invalid.');
    expect(t('app.panic.banner', { venue: 'Bistro', end: '31.12.2024 23:00' })).toBe('Bistro is in panic mode until 31.12.2024 23:00');
    expect(t('app.bulk.changed', { smart_count: 3 })).toBe('3 records changed');
    expect(t('app.bulk.changed', { smart_count: 1 })).toBe('1 record changed');
  });
});

describe('i18nProvider', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('LOCALES', () => {
    expect(LOCALES).toEqual([{ locale: 'de', name: 'Deutsch' }, { locale: 'en', name: 'English' }, { locale: 'fr', name: 'Français' }]);
  });

  it('default: the browser language when supported, else en; a stored choice wins', () => {
    const lang = vi.spyOn(navigator, 'language', 'get');
    lang.mockReturnValue('fr-CH');
    expect(initialLocale()).toBe('fr');
    lang.mockReturnValue('de');
    expect(initialLocale()).toBe('de');
    lang.mockReturnValue('es-ES');
    expect(initialLocale()).toBe('en');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    expect(initialLocale()).toBe('de');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale()).toBe('en');
  });

  it('changeLocale switches the texts and remembers the choice', async () => {
    const provider = makeI18nProvider('en');
    expect(provider.translate('ra.action.save')).toBe('Save');
    await provider.changeLocale('de');
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
    expect(provider.translate('errors.notFound')).toBe('Die angeforderte Ressource wurde nicht gefunden.');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await provider.changeLocale('fr');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(provider.getLocales!()).toEqual(LOCALES);
  });
});

describe('keys the admin screens use', () => {
  it('a text and its dotted children resolve side by side', () => {
    const t = makeI18nProvider('en').translate;
    expect(t('app.home')).toBe('Home');
    expect(t('app.home.welcome', { name: 'Ada' })).toBe('Welcome, Ada');
    expect(t('app.filter.from', { field: 'Date' })).toBe('Date from');
    expect(t('validation.integer')).toBe('Enter a whole number');
  });
});
