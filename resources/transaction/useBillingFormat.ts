import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMoney } from '../../src/admin/format/formatMoney';

/** How /billing writes its figures: minor units as money of the currency, order counts as counts. */
export function useBillingFormat() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const money = (minor: number, currency = 'euro') => formatMoney(minor / 100, locale, currency);
  const figure = (field: string, value: number | undefined, currency?: string) => (value === undefined ? '–' : field === 'orders' ? formatCount(value, locale) : money(value, currency));
  const fieldLabel = (field: string) => translate(`billing.field.${field}`);
  return { money, figure, fieldLabel, locale };
}
