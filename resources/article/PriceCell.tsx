import { FunctionField, useLocaleState } from 'react-admin';
import { formatMoney } from '../../src/admin/format/formatMoney';
import { useVenueCurrency } from '../../src/admin/foodcard/useVenueCurrency';

/** The article price in the venue's currency and the reader's number style. */
export function PriceCell() {
  const [locale] = useLocaleState();
  const currency = useVenueCurrency();
  return <FunctionField source="price" render={(r) => (typeof r.price === 'number' ? formatMoney(r.price, locale, currency) : '')} />;
}
