import { propType } from './propType';

/** A CSV cell: text, or a number or boolean written as it is. */
export type ExportCell = string | number | boolean | null;

export interface ExportCellText {
  /** a translatable value in the reader's language */
  localized: (value: unknown) => string;
  /** the translated label of an enum value */
  enumLabel: (value: string | number) => string;
  /** the title of a referenced record, or undefined when it was not found */
  refTitle?: (id: string) => string | undefined;
  yes: string;
  no: string;
}

const one = (prop: any, value: unknown, text: ExportCellText): ExportCell => {
  if (value === undefined || value === null || value === '') return null;
  if (prop?.['x-ref'] && text.refTitle) return text.refTitle(String(value)) ?? String(value);
  if (prop?.enum) return text.enumLabel(value as string | number);
  if (prop?.['x-ui']?.widget === 'translatable') return text.localized(value);
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * A list cell as the exported CSV shows it: what the list shows (translated enum labels, names
 * in the reader's language, referenced records by title, Yes/No), lists joined with ", ",
 * structures as JSON.
 */
export function exportCell(prop: any, value: unknown, text: ExportCellText): ExportCell {
  if (propType(prop) === 'array' && Array.isArray(value)) {
    const items = value.map((v) => one(prop.items, v, text)).filter((v) => v !== null);
    return items.length ? items.join(', ') : null;
  }
  return one(prop, value, text);
}
