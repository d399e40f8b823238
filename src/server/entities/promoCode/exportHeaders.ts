/** Export languages: the interface languages (spec: the CSV calls take `lang`). */
export type ExportLang = 'de' | 'en' | 'fr';

/** Column headers of the promo code exports, per language. */
export const EXPORT_HEADERS: Record<ExportLang, Record<string, string>> = {
  en: {
    code: 'Code', name: 'Name', type: 'Type', value: 'Value', percent: 'Percent (%)', mov: 'Minimum order value', amount: 'Max. usage',
    active: 'Active', from: 'Valid from', to: 'Valid to', venue: 'Venue', usageFrequency: 'Usage frequency', isAutomatic: 'Automatic',
    createdAt: 'Created at', codes: 'Codes', activeCodes: 'Active codes', inactiveCodes: 'Inactive codes',
  },
  de: {
    code: 'Code', name: 'Name', type: 'Typ', value: 'Wert', percent: 'Prozent (%)', mov: 'Mindestbestellwert', amount: 'Max. Nutzung',
    active: 'Aktiv', from: 'Gültig ab', to: 'Gültig bis', venue: 'Standort', usageFrequency: 'Nutzungshäufigkeit', isAutomatic: 'Automatisch',
    createdAt: 'Erstellt am', codes: 'Codes', activeCodes: 'Aktive Codes', inactiveCodes: 'Inaktive Codes',
  },
  fr: {
    code: 'Code', name: 'Nom', type: 'Type', value: 'Valeur', percent: 'Pourcentage (%)', mov: 'Montant minimum de commande', amount: 'Utilisation max.',
    active: 'Actif', from: 'Valable du', to: 'Valable jusqu\'au', venue: 'Établissement', usageFrequency: 'Fréquence d\'utilisation', isAutomatic: 'Automatique',
    createdAt: 'Créé le', codes: 'Codes', activeCodes: 'Codes actifs', inactiveCodes: 'Codes inactifs',
  },
};

/** yes/no in the export's language */
export const YES_NO: Record<ExportLang, [string, string]> = { en: ['yes', 'no'], de: ['ja', 'nein'], fr: ['oui', 'non'] };
