import { useLocaleState } from 'react-admin';
import { formatMoney } from '../../src/admin/format/formatMoney';

/** Minor units of `currency` as the locale writes money (display only: booked amounts stay integers). */
export function usePaymentMoney(): (minor: number | undefined, currency?: string) => string {
  const [locale] = useLocaleState();
  return (minor, currency = 'euro') => formatMoney((minor ?? 0) / 100, locale, currency);
}
