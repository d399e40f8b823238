import { formatInZone, zoneOf } from '../../../core/venueTime';
import { minorToDecimal } from '../../../core/money';

/** Receipt languages: the interface languages; anything else prints German, as the spec falls back. */
export type ReceiptLang = 'de' | 'en' | 'fr';

const SYMBOL: Record<string, string> = { euro: '€', chf: 'CHF', isk: 'ISK', czk: 'CZK' };

/** 1250, 'euro' → "12,50 €": two decimals with a comma (spec part 2 §9), from integer minor units. */
export function money(minor: number, currency = 'euro'): string {
  return `${minorToDecimal(minor, ',')} ${SYMBOL[currency] ?? currency.toUpperCase()}`;
}

/**
 * An instant as DD.MM.YYYY HH:mm in the venue's time zone. The spec's "local time adds 120
 * minutes" is Berlin summer time; the IANA zone gives +120 in summer and +60 in winter.
 */
export function localTime(iso: string, timeZone: string): string {
  return formatInZone(iso, zoneOf(timeZone));
}

export const RECEIPT_TEXT: Record<ReceiptLang, Record<string, string>> = {
  de: {
    customer: 'Kundenbeleg', merchant: 'Händlerbeleg', full: 'Vollständiger Beleg', vatId: 'USt-IdNr.', order: 'Bestellung', date: 'Datum',
    qty: 'Menge', item: 'Artikel', price: 'Preis', tip: 'Trinkgeld', vat: 'MwSt.', net: 'Netto', gross: 'Brutto', total: 'Summe',
    method: 'Zahlungsart', providerRef: 'Referenz des Zahlungsanbieters', status: 'Status', refunds: 'Erstattungen', refunded: 'Erstattet',
    none: 'keine', logs: 'Protokoll der Bestellung', table: 'Tisch',
  },
  en: {
    customer: 'Customer receipt', merchant: 'Merchant receipt', full: 'Full receipt', vatId: 'VAT ID', order: 'Order', date: 'Date',
    qty: 'Qty', item: 'Item', price: 'Price', tip: 'Tip', vat: 'VAT', net: 'Net', gross: 'Gross', total: 'Total',
    method: 'Payment method', providerRef: 'Payment provider reference', status: 'Status', refunds: 'Refunds', refunded: 'Refunded',
    none: 'none', logs: 'Order log', table: 'Table',
  },
  fr: {
    customer: 'Reçu client', merchant: 'Reçu commerçant', full: 'Reçu complet', vatId: 'N° TVA', order: 'Commande', date: 'Date',
    qty: 'Qté', item: 'Article', price: 'Prix', tip: 'Pourboire', vat: 'TVA', net: 'HT', gross: 'TTC', total: 'Total',
    method: 'Moyen de paiement', providerRef: 'Référence du prestataire de paiement', status: 'Statut', refunds: 'Remboursements', refunded: 'Remboursé',
    none: 'aucun', logs: 'Journal de la commande', table: 'Table',
  },
};

export const METHOD_TEXT: Record<ReceiptLang, Record<string, string>> = {
  de: { credit_card: 'Kreditkarte', sepa: 'SEPA-Lastschrift', sofortbanking: 'Sofort', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay' },
  en: { credit_card: 'Credit card', sepa: 'SEPA direct debit', sofortbanking: 'Sofort', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay' },
  fr: { credit_card: 'Carte bancaire', sepa: 'Prélèvement SEPA', sofortbanking: 'Sofort', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay' },
};
