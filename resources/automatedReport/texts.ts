/**
 * The texts of the automated reports' screens (`resources.automatedReport`), in their own home;
 * src/admin/i18n/resources{En,De,Fr}.ts put them into the catalogues.
 */
const en = {
  name: 'Automated report |||| Automated reports',
  fields: {
    id: 'Id', _id: 'Id', createdAt: 'Created at', updatedAt: 'Updated at', deletedAt: 'Deleted at',
    type: 'Report', venue: 'Venue', customerGroup: 'Customer group', venueLabels: 'Venue labels', flavor: 'Figures',
    language: 'Language', frequency: 'Frequency', receiver: 'Receivers', cc: 'Cc', active: 'Active',
    lastExecuted: 'Last sent (period up to)', nextRun: 'Next run', lastError: 'Last error', failures: 'Failed runs in a row',
    createdBy: 'Runs with the rights of', lockedUntil: 'Running until',
  },
  actions: { byvenue: 'Reports of the venue', bygrpoup: 'Reports of the customer group', run: 'Send now' },
  sent: 'The report of the last period was sent to %{receivers}.',
  enums: {
    type: { orders: 'Orders', orderByPaymentMethod: 'Orders by payment method', sales: 'Sales', pdfBillingShort: 'Billing (short PDF)', pdfBillingLong: 'Billing (long PDF)' },
    flavor: { standard: 'Totals', extended: 'Totals and each venue' },
    language: { de: 'German', en: 'English', fr: 'French' },
    frequency: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' },
  },
};

type Texts = typeof en;

const de: Texts = {
  name: 'Automatischer Bericht |||| Automatische Berichte',
  fields: {
    id: 'Id', _id: 'Id', createdAt: 'Erstellt am', updatedAt: 'Geändert am', deletedAt: 'Gelöscht am',
    type: 'Bericht', venue: 'Filiale', customerGroup: 'Kundengruppe', venueLabels: 'Filial-Labels', flavor: 'Kennzahlen',
    language: 'Sprache', frequency: 'Häufigkeit', receiver: 'Empfänger', cc: 'Kopie (Cc)', active: 'Aktiv',
    lastExecuted: 'Zuletzt versandt (Zeitraum bis)', nextRun: 'Nächster Lauf', lastError: 'Letzter Fehler', failures: 'Fehlgeschlagene Läufe in Folge',
    createdBy: 'Läuft mit den Rechten von', lockedUntil: 'Läuft bis',
  },
  actions: { byvenue: 'Berichte der Filiale', bygrpoup: 'Berichte der Kundengruppe', run: 'Jetzt senden' },
  sent: 'Der Bericht des letzten Zeitraums wurde an %{receivers} gesendet.',
  enums: {
    type: { orders: 'Bestellungen', orderByPaymentMethod: 'Bestellungen nach Zahlungsart', sales: 'Umsätze', pdfBillingShort: 'Abrechnung (kurzes PDF)', pdfBillingLong: 'Abrechnung (ausführliches PDF)' },
    flavor: { standard: 'Summen', extended: 'Summen und jede Filiale' },
    language: { de: 'Deutsch', en: 'Englisch', fr: 'Französisch' },
    frequency: { daily: 'Täglich', weekly: 'Wöchentlich', monthly: 'Monatlich', yearly: 'Jährlich' },
  },
};

const fr: Texts = {
  name: 'Rapport automatique |||| Rapports automatiques',
  fields: {
    id: 'Id', _id: 'Id', createdAt: 'Créé le', updatedAt: 'Modifié le', deletedAt: 'Supprimé le',
    type: 'Rapport', venue: 'Établissement', customerGroup: 'Groupe de clients', venueLabels: 'Libellés d’établissement', flavor: 'Indicateurs',
    language: 'Langue', frequency: 'Fréquence', receiver: 'Destinataires', cc: 'Copie (Cc)', active: 'Actif',
    lastExecuted: 'Dernier envoi (période jusqu’au)', nextRun: 'Prochaine exécution', lastError: 'Dernière erreur', failures: 'Échecs consécutifs',
    createdBy: 'S’exécute avec les droits de', lockedUntil: 'En cours jusqu’à',
  },
  actions: { byvenue: 'Rapports de l’établissement', bygrpoup: 'Rapports du groupe de clients', run: 'Envoyer maintenant' },
  sent: 'Le rapport de la dernière période a été envoyé à %{receivers}.',
  enums: {
    type: { orders: 'Commandes', orderByPaymentMethod: 'Commandes par moyen de paiement', sales: 'Ventes', pdfBillingShort: 'Facturation (PDF court)', pdfBillingLong: 'Facturation (PDF détaillé)' },
    flavor: { standard: 'Totaux', extended: 'Totaux et chaque établissement' },
    language: { de: 'Allemand', en: 'Anglais', fr: 'Français' },
    frequency: { daily: 'Quotidien', weekly: 'Hebdomadaire', monthly: 'Mensuel', yearly: 'Annuel' },
  },
};

export const automatedReportTexts = { en, de, fr };
