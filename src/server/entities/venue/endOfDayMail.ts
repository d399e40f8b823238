import { dayIn, moneyIn, type ExportLang } from '../../reporting/exportLang';
import type { Bucket, EndOfDayFigures } from './endOfDayFigures';
import { END_OF_DAY_MAIL_TEXTS } from './endOfDayMailTexts';

const CURRENCY: Record<string, string> = { euro: '€', chf: 'CHF', isk: 'ISK', czk: 'CZK' };

/**
 * The end-of-day mail of `figures` (endOfDayFigures) for the venue named `venueName`: subject and
 * a plain-text body with orders, revenue, net and tips of the day, then the same by payment method
 * and by order type. Money is minor units written with two decimals and the language's separator
 * (12,50 in German and French, 12.50 in English), followed by the venue's currency.
 */
export function endOfDayMail(figures: EndOfDayFigures, venueName: string, currency: unknown, lang: ExportLang = 'de'): { subject: string; text: string } {
  const t = END_OF_DAY_MAIL_TEXTS[lang];
  const unit = CURRENCY[String(currency ?? 'euro')] ?? String(currency).toUpperCase();
  const money = (minor: number) => `${moneyIn(lang)(minor)} ${unit}`;
  const day = dayIn(lang)(figures.date);
  const line = (label: string, b: Pick<Bucket, 'orders' | 'total' | 'tips'>) =>
    `  ${label}: ${b.orders} ${t.orders}, ${money(b.total)}, ${t.tips} ${money(b.tips)}`;
  const section = (title: string, buckets: Bucket[], names: Record<string, string>) =>
    [`${title}:`, ...(buckets.length ? buckets.map((b) => line(names[b.key] ?? b.key, b)) : [`  ${t.none}`])];
  const text = [
    t.intro(venueName, day),
    '',
    `${t.orders}: ${figures.orders}`,
    `${t.revenue}: ${money(figures.total)}`,
    `${t.net}: ${money(figures.net)}`,
    `${t.tips}: ${money(figures.tips)}`,
    '',
    ...section(t.byPaymentMethod, figures.byPaymentMethod, t.methods),
    '',
    ...section(t.byType, figures.byType, t.types),
    '',
    t.footer,
  ].join('\n');
  return { subject: t.subject(venueName, day), text };
}
