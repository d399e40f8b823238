/** Currency codes of the venue's `currency` enum (spec part 1 §9) as ISO 4217. */
const ISO: Record<string, string> = { euro: 'EUR', chf: 'CHF', isk: 'ISK', czk: 'CZK' };

/**
 * An amount with two decimals in the locale's style (de "1.156,00 €", en "€1,156.00",
 * fr "1 156,00 €"): spec part 1 §9 "two places with a comma" where the locale writes one.
 */
export function formatMoney(amount: number, locale: string, currency = 'euro'): string {
  return formatter(`${locale} ${currency}`, () => new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: ISO[currency] ?? currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })).format(amount);
}

export function formatCount(n: number, locale: string): string {
  return formatter(`${locale} count`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(n);
}

// Building a formatter costs far more than using one, and list cells format per row: one per
// language and currency, kept.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f;
}
