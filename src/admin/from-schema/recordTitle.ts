import type { Entity } from '../../core/registry';
import { localizedText } from '../format/localizedText';
import { seededName } from '../i18n/seededNames';

/**
 * What names a record in titles and breadcrumbs: its title field (x-ui.titleField, else `name`)
 * in the reader's language (a seeded demo name too), else its first listed text, else `#<id>`,
 * never "[object Object]". A value of an enum says its label (`enumLabel`, the catalogue's), not its code.
 */
export function recordTitle(entity: Entity, record: Record<string, unknown> | undefined, locale: string, enumLabel?: (field: string, value: string) => string): string {
  if (!record) return '';
  const props = entity.def.properties;
  const field = entity.def['x-ui']?.titleField ?? (props.name ? 'name' : undefined);
  const candidates = [field, ...Object.keys(props).filter((k) => props[k]['x-ui']?.list)].filter((k): k is string => !!k);
  for (const name of candidates) {
    const value = record[name];
    const text = typeof value === 'number' ? String(value) : localizedText(value, locale).trim();
    if (text && enumLabel && Array.isArray(props[name]?.enum)) return enumLabel(name, text);
    if (text) return seededName(entity.id, record, text, locale);
  }
  return `#${String(record.id ?? record._id ?? '')}`;
}
