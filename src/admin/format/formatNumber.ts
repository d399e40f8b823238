import { intlLocale } from './intlLocale';
import { numberFormatter } from './numberFormatter';

export interface NumberOptions {
  /** exactly this many decimals (prices: 2); else as many as the number has, up to 6 */
  decimals?: number;
  /** a fraction shown as a percentage (0.2 → "20 %") */
  percent?: boolean;
  /** thousands separators; off in inputs, so the text reads back as the same number */
  grouping?: boolean;
}

/** A number in the language's style: de "1.234,5", en "1,234.5", fr "1 234,5"; "" for a non-number. */
export function formatNumber(value: unknown, locale: string, options: NumberOptions = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const { decimals, percent, grouping = true } = options;
  return numberFormatter(intlLocale(locale), {
    style: percent ? 'percent' : 'decimal',
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? (percent ? 2 : 6),
    useGrouping: grouping,
  }).format(value);
}

/**
 * The text of a number in an input: the language's decimal mark, no grouping, so that what is
 * shown is what parseLocaleNumber reads back (de "9,50", en "9.50").
 */
export function numberInputText(value: number, locale: string, decimals?: number): string {
  return formatNumber(value, locale, { decimals, grouping: false }).replace('\u2212', '-');
}
