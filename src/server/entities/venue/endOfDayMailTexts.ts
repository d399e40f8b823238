import type { ExportLang } from '../../reporting/exportLang';
import { REPORT_TEXTS } from '../automatedReport/reportTexts';

/** The words of the end-of-day mail, in its language (German unless said otherwise). */
export interface EndOfDayMailTexts {
  subject: (venue: string, day: string) => string;
  intro: (venue: string, day: string) => string;
  orders: string;
  revenue: string;
  net: string;
  tips: string;
  byPaymentMethod: string;
  byType: string;
  none: string;
  footer: string;
  /** payment methods (the automated reports' words) and order types */
  methods: Record<string, string>;
  types: Record<string, string>;
}

export const END_OF_DAY_MAIL_TEXTS: Record<ExportLang, EndOfDayMailTexts> = {
  de: {
    subject: (venue, day) => `Tagesabschluss ${venue}, ${day}`,
    intro: (venue, day) => `Guten Tag,\n\nhier ist der Tagesabschluss von ${venue} für ${day}.`,
    orders: 'Bestellungen', revenue: 'Umsatz (brutto)', net: 'Netto', tips: 'Trinkgeld',
    byPaymentMethod: 'Nach Zahlungsart', byType: 'Nach Bestellart', none: 'Keine Bestellungen',
    footer: 'Diese E-Mail wurde automatisch versandt.',
    methods: REPORT_TEXTS.de.methods,
    types: { inside: 'Vor Ort', takeaway: 'Zum Mitnehmen', delivery: 'Lieferung', none: 'Ohne Bestellart' },
  },
  en: {
    subject: (venue, day) => `End of day ${venue}, ${day}`,
    intro: (venue, day) => `Hello,\n\nhere is the end-of-day report of ${venue} for ${day}.`,
    orders: 'Orders', revenue: 'Revenue (gross)', net: 'Net', tips: 'Tips',
    byPaymentMethod: 'By payment method', byType: 'By order type', none: 'No orders',
    footer: 'This e-mail was sent automatically.',
    methods: REPORT_TEXTS.en.methods,
    types: { inside: 'Dine-in', takeaway: 'Takeaway', delivery: 'Delivery', none: 'No order type' },
  },
  fr: {
    subject: (venue, day) => `Clôture journalière ${venue}, ${day}`,
    intro: (venue, day) => `Bonjour,\n\nvoici la clôture journalière de ${venue} pour le ${day}.`,
    orders: 'Commandes', revenue: "Chiffre d'affaires (brut)", net: 'Net', tips: 'Pourboires',
    byPaymentMethod: 'Par moyen de paiement', byType: 'Par type de commande', none: 'Aucune commande',
    footer: 'Cet e-mail a été envoyé automatiquement.',
    methods: REPORT_TEXTS.fr.methods,
    types: { inside: 'Sur place', takeaway: 'À emporter', delivery: 'Livraison', none: 'Sans type' },
  },
};
