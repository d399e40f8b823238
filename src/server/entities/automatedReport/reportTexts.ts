/** The words of a report's mail and files, in the report's language. */
export interface ReportTexts {
  subject: (type: string, days: string) => string;
  /** a period of several days in words */
  range: (first: string, last: string) => string;
  body: (type: string, days: string) => string;
  types: Record<string, string>;
  billingTitle: string;
  orders: string;
  gross: string;
  net: string;
  tips: string;
  article: string;
  quantity: string;
  total: string;
  tax: string;
  refunds: string;
  averageBasket: string;
  day: string;
  paymentMethod: string;
  venue: string;
  allVenues: string;
  /** payment methods of the spec (§3), as the file names them */
  methods: Record<string, string>;
}

const types = {
  de: { orders: 'Bestellungen', orderByPaymentMethod: 'Bestellungen nach Zahlungsart', sales: 'Umsätze', pdfBillingShort: 'Abrechnung (kurz)', pdfBillingLong: 'Abrechnung (ausführlich)' },
  en: { orders: 'Orders', orderByPaymentMethod: 'Orders by payment method', sales: 'Sales', pdfBillingShort: 'Billing (short)', pdfBillingLong: 'Billing (long)' },
  fr: { orders: 'Commandes', orderByPaymentMethod: 'Commandes par moyen de paiement', sales: 'Ventes', pdfBillingShort: 'Facturation (courte)', pdfBillingLong: 'Facturation (détaillée)' },
};

export const REPORT_TEXTS: Record<'de' | 'en' | 'fr', ReportTexts> = {
  de: {
    types: types.de,
    range: (first, last) => `${first} bis ${last}`,
    subject: (type, days) => `Automatischer Bericht: ${types.de[type as keyof typeof types.de] ?? type}, ${days}`,
    body: (type, days) => `Guten Tag,\n\nim Anhang finden Sie den Bericht „${types.de[type as keyof typeof types.de] ?? type}“ für ${days}.\n\nDiese E-Mail wurde automatisch versandt.`,
    billingTitle: 'Abrechnung', orders: 'Bestellungen', gross: 'Brutto', net: 'Netto', tips: 'Trinkgeld', article: 'Artikel', quantity: 'Menge', total: 'Summe',
    tax: 'Steuer', refunds: 'Erstattungen', averageBasket: 'Durchschnittlicher Warenkorb', day: 'Tag', paymentMethod: 'Zahlungsart', venue: 'Filiale', allVenues: 'Alle Filialen',
    methods: { credit_card: 'Kreditkarte', sepa: 'SEPA-Lastschrift', sofortbanking: 'Sofortüberweisung', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay', cash: 'Bar', none: 'Ohne Zahlung' },
  },
  en: {
    types: types.en,
    range: (first, last) => `${first} to ${last}`,
    subject: (type, days) => `Automated report: ${types.en[type as keyof typeof types.en] ?? type}, ${days}`,
    body: (type, days) => `Hello,\n\nattached is the report "${types.en[type as keyof typeof types.en] ?? type}" for ${days}.\n\nThis e-mail was sent automatically.`,
    billingTitle: 'Billing', orders: 'Orders', gross: 'Gross', net: 'Net', tips: 'Tips', article: 'Article', quantity: 'Quantity', total: 'Total',
    tax: 'Tax', refunds: 'Refunds', averageBasket: 'Average basket', day: 'Day', paymentMethod: 'Payment method', venue: 'Venue', allVenues: 'All venues',
    methods: { credit_card: 'Credit card', sepa: 'SEPA direct debit', sofortbanking: 'Sofort', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay', cash: 'Cash', none: 'No payment' },
  },
  fr: {
    types: types.fr,
    range: (first, last) => `du ${first} au ${last}`,
    subject: (type, days) => `Rapport automatique : ${types.fr[type as keyof typeof types.fr] ?? type}, ${days}`,
    body: (type, days) => `Bonjour,\n\nvous trouverez en pièce jointe le rapport « ${types.fr[type as keyof typeof types.fr] ?? type} » pour ${days}.\n\nCet e-mail a été envoyé automatiquement.`,
    billingTitle: 'Facturation', orders: 'Commandes', gross: 'Brut', net: 'Net', tips: 'Pourboires', article: 'Article', quantity: 'Quantité', total: 'Total',
    tax: 'Taxe', refunds: 'Remboursements', averageBasket: 'Panier moyen', day: 'Jour', paymentMethod: 'Moyen de paiement', venue: 'Établissement', allVenues: 'Tous les établissements',
    methods: { credit_card: 'Carte bancaire', sepa: 'Prélèvement SEPA', sofortbanking: 'Sofort', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay', cash: 'Espèces', none: 'Sans paiement' },
  },
};
