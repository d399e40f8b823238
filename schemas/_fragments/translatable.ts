/** Languages venue content can be written in (spec part 1 section 9); German is the fallback. */
export const contentLanguages = ['de', 'en', 'fr', 'nl', 'it', 'pl', 'es', 'tr', 'zh', 'ru', 'da', 'ja', 'is', 'pt', 'cs'] as const;

const text = { type: 'string', maxLength: 10000 } as const;

/**
 * A text in every content language, each optional. Spread and override `x-ui` or the limits
 * where a field needs them, e.g. `{ ...translatable, 'x-ui': { widget: 'translatable', list: true } }`.
 */
export const translatable = {
  type: 'object',
  properties: {
    de: text,
    en: text,
    fr: text,
    nl: text,
    it: text,
    pl: text,
    es: text,
    tr: text,
    zh: text,
    ru: text,
    da: text,
    ja: text,
    is: text,
    pt: text,
    cs: text,
  },
  additionalProperties: false,
  'x-ui': { widget: 'translatable' },
} as const;
