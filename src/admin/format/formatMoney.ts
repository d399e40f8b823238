import { intlLocale } from './intlLocale';
import { numberFormatter } from './numberFormatter';

/** Currency codes of the venue's `currency` enum (spec part 1 §9) as ISO 4217. */
const ISO: Record<string, string> = { euro: 'EUR', chf: 'CHF', isk: 'ISK', czk: 'CZK' };

/**
 * An amount with two decimals in the locale's style (de "1.156,00 €", en "€1,156.00",
 * fr "1 156,00 €"): spec part 1 §9 "two places with a comma" where the locale writes one.
 */
export function formatMoney(amount: number, locale: string, currency = 'euro'): string {
  return numberFormatter(intlLocale(locale), {
    style: 'currency',
    currency: ISO[currency] ?? currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatCount(n: number, locale: string): string {
  return numberFormatter(intlLocale(locale), { maximumFractionDigits: 0 }).format(n);
}
