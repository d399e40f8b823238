import { formatCount, formatMoney } from '../format/formatMoney';
import { intlLocale } from '../format/intlLocale';
import { numberFormatter } from '../format/numberFormatter';

export interface SalesFormat {
  /** integer minor units as money of the currency */
  money: (minor: number) => string;
  count: (n: number) => string;
  /** a percent change with its sign ("+12 %", "−3,5 %") */
  change: (percent: number) => string;
}

/** How the sales screens write their figures in the user's language. */
export function salesFormat(locale: string, currency: string): SalesFormat {
  const percent = numberFormatter(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return {
    money: (minor) => formatMoney(minor / 100, locale, currency),
    count: (n) => formatCount(n, locale),
    change: (p) => percent.format(p / 100),
  };
}
