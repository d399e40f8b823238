import { FunctionField } from 'react-admin';
import { formatMoney } from '../../src/admin/format/formatMoney';

/**
 * The article price in the venue's currency and the reader's number style. The list reads the
 * currency and locale once and hands them down: a venue read and a locale hook in every row made
 * a 100-row list subscribe 100 query observers for one value.
 */
export function PriceCell({ currency, locale }: { currency: string; locale: string }) {
  return <FunctionField source="price" render={(r) => (typeof r.price === 'number' ? formatMoney(r.price, locale, currency) : '')} />;
}
