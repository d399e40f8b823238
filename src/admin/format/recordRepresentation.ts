import { localizedText } from './localizedText';
import { isLocaleCode, DEFAULT_LOCALE } from '../i18n/locales';
import { seededName } from '../i18n/seededNames';

/** The interface language outside React: the i18n provider keeps it on `<html lang>`. */
function interfaceLocale(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocaleCode(lang) ? lang : DEFAULT_LOCALE;
}

const get = (record: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), record);

/**
 * react-admin's record representation (delete confirmation title, reference inputs, breadcrumbs)
 * for a title field that may be translatable (`{ de, en, … }`): the text in the reader's
 * language, never "[object Object]"; a seeded English name (roles) in the reader's language.
 * Without a title field, react-admin's own order of fields.
 */
export function recordRepresentation(entityId: string, titleField: string | undefined): (record: Record<string, unknown>) => string {
  const fields = titleField ? [titleField] : ['name', 'title', 'label', 'reference'];
  return (record) => {
    if (!record) return '';
    for (const field of fields) {
      const locale = interfaceLocale();
      const text = localizedText(get(record, field), locale);
      if (text) return seededName(entityId, record, text, locale);
    }
    return `#${String(record.id ?? '')}`;
  };
}
