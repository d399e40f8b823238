import { de } from '../../admin/i18n/de';
import { en } from '../../admin/i18n/en';
import { flattenMessages } from '../../admin/i18n/flattenMessages';
import { fr } from '../../admin/i18n/fr';
import { humanize } from '../../admin/from-schema/humanize';
import type { LocaleCode } from '../../admin/i18n/locales';

const flat: Record<LocaleCode, Record<string, string>> = { de: flattenMessages(de), en: flattenMessages(en), fr: flattenMessages(fr) };

export interface ExportCatalogue {
  /** a list column's header, as the admin labels the field (useFieldLabel) */
  fieldLabel(entity: string, field: string): string;
  /** an enum value's label, as the admin's choices show it (useEnumChoices) */
  enumLabel(entity: string, field: string, value: string | number): string;
  yes: string;
  no: string;
}

/**
 * The admin's own catalogue in one interface language, read by server-side exports so a file's
 * headers and values say what the list on screen says: one set of texts, not a second copy.
 */
export function exportCatalogue(lang: LocaleCode): ExportCatalogue {
  const texts = flat[lang];
  const text = (key: string) => (Object.hasOwn(texts, key) ? texts[key] : undefined);
  return {
    fieldLabel: (entity, field) => text(`resources.${entity}.fields.${field}`) ?? humanize(field.slice(field.lastIndexOf('.') + 1)),
    enumLabel: (entity, field, value) => text(`resources.${entity}.enums.${field}.${value}`) ?? text(`enums.${field}.${value}`) ?? String(value).replace(/_/g, ' '),
    yes: text('ra.boolean.true') ?? 'Yes',
    no: text('ra.boolean.false') ?? 'No',
  };
}
