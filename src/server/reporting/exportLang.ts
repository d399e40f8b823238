import { minorToDecimal } from '../../core/money';
import { formatInZone } from '../../core/venueTime';
import { readerLanguage } from '../search/readerLanguage';

export type ExportLang = 'de' | 'en' | 'fr';
export const EXPORT_LANGS = ['de', 'en', 'fr'] as const;

/**
 * The language a file is written in: `lang` when given, else the request's Accept-Language (the
 * admin sends its interface language there), German otherwise, as the tip and promo exports.
 */
export function exportLang(lang: unknown, acceptLanguage: string | string[] | undefined): ExportLang {
  if (lang === 'de' || lang === 'en' || lang === 'fr') return lang;
  const reader = readerLanguage(acceptLanguage);
  return reader === 'en' || reader === 'fr' ? reader : 'de';
}

/**
 * Minor units as the file's language writes them, without grouping so spreadsheet programs read
 * them as numbers: 1234,56 (de, fr: decimal comma) or 1234.56 (en).
 */
export const moneyIn = (lang: ExportLang) => (minor: number) => minorToDecimal(minor, lang === 'en' ? '.' : ',');

/** A local day YYYY-MM-DD as the file's language writes dates: 28.02.2026 (de), 28/02/2026 (fr), 2026-02-28 (en). */
export const dayIn = (lang: ExportLang) => (day: string) => {
  const [y, m, d] = day.split('-');
  if (!d) return day;
  return lang === 'de' ? `${d}.${m}.${y}` : lang === 'fr' ? `${d}/${m}/${y}` : day;
};

/** DD-MM-YYYY of a local day (file names of spec §9: sales-{DD-MM-YYYY}.pdf). */
export const fileDay = (day: string) => day.split('-').reverse().join('-');

/** A decimal number (a tax rate) as the file's language writes it: 7,5 (de, fr) or 7.5 (en). */
export const decimalIn = (lang: ExportLang) => (n: number) => (lang === 'en' ? String(n) : String(n).replace('.', ','));

/** An instant on the venue's clock as the file's language writes date and time: 28.02.2026 14:05, 28/02/2026 14:05, 2026-02-28 14:05. */
export const dateTimeIn = (lang: ExportLang, zone: string) => {
  const day = dayIn(lang);
  return (iso: string) => {
    const local = formatInZone(iso, zone);
    const [d, time] = local.split(' ');
    const [dd, mm, yyyy] = d.split('.');
    return time ? `${day(`${yyyy}-${mm}-${dd}`)} ${time}` : iso;
  };
};
