import { useLocaleState } from 'react-admin';
import { formatMoney } from '../../src/admin/format/formatMoney';

/** Minor units as money of the order's currency (two decimals in the reader's locale). */
export function MoneyText({ minor, currency }: { minor: unknown; currency?: string }) {
  const [locale] = useLocaleState();
  return <>{typeof minor === 'number' ? formatMoney(minor / 100, locale, currency ?? 'euro') : ''}</>;
}
