import type { recoveryEn } from './recoveryEn';
import { SEEDED_NAMES } from './seededNames';

/** German texts of error recovery and translated server field errors. */
export const recoveryDe: typeof recoveryEn = {
  seededNames: SEEDED_NAMES.de,
  recovery: {
    network: 'Server nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    screenFailed: 'Diese Ansicht konnte nicht geladen werden',
    screenFailedHint: 'Möglicherweise wurde die Verbindung unterbrochen oder eine neue Version des Back Office installiert. Laden Sie die Seite neu, um fortzufahren.',
    reload: 'Seite neu laden',
    retry: 'Erneut versuchen',
    errorTitle: 'Etwas ist schiefgelaufen',
    listFailed: 'Die Liste konnte nicht geladen werden',
    listUnreachable: 'Der Server ist nicht erreichbar. Die Liste lädt sich von selbst, sobald der Server wieder antwortet.',
    errorHint: 'Die Ansicht wurde mit einem Fehler beendet. Wählen Sie einen anderen Eintrag im Menü oder laden Sie die Seite neu.',
  },
  /** labels of the shell's landmarks for assistive technology */
  chrome: {
    breadcrumb: 'Brotkrümelnavigation',
  },
  serverErrors: {
    unknownField: 'ist kein bekanntes Feld',
    type: 'Hat den falschen Typ (erwartet: %{type})',
    enum: 'Muss einer dieser Werte sein: %{options}',
    format: 'Hat das falsche Format',
    minItems: 'Wählen Sie mindestens %{limit}',
    maxItems: 'Wählen Sie höchstens %{limit}',
    uniqueItems: 'Jeder Eintrag darf nur einmal vorkommen',
    multipleOf: 'Muss ein Vielfaches von %{limit} sein',
    const: 'Hat einen Wert, der hier nicht erlaubt ist',
    not: 'Hat einen Wert, der hier nicht erlaubt ist',
  },
  patterns: {
    slug: 'Nur Kleinbuchstaben, Ziffern und Unterstriche verwenden',
    slugDashed: 'Kleinbuchstaben und Ziffern, verbunden durch einzelne Binde- oder Unterstriche',
    code: 'Nur Buchstaben, Ziffern, Binde- und Unterstriche verwenden',
    name: 'Nur Buchstaben, Ziffern, Punkte, Binde- und Unterstriche verwenden',
    digits: 'Geben Sie 8 bis 14 Ziffern ein',
    other: 'Hat das falsche Format',
  },
};
