import type { foodcardIoEn } from './foodcardIoEn';

/** Texte der Seite Speisekarten-Import und -Export (/foodcard). */
export const foodcardIoDe: typeof foodcardIoEn = {
  menu: 'Speisekarten-Import',
  exportTitle: 'Export',
  exportHint: 'Die Speisekarte des gewählten Standorts, eine Zeile je Kategorie, Optionsgruppe, Artikel und Optionsartikel. Die CSV-Datei ist UTF-8 und durch Semikolons getrennt; die XLSX-Datei öffnet jede Tabellenkalkulation.',
  exportCsv: 'CSV exportieren',
  exportXlsx: 'XLSX exportieren',
  exporting: 'Export wird vorbereitet',
  exported: 'Der Export wurde heruntergeladen.',
  importTitle: 'Import',
  kind: 'Was importiert wird',
  kinds: { foodcard: 'Speisekarte', nutrition: 'Nährwerte', articlesInfo: 'Artikelinformationen' },
  hints: {
    foodcard: 'Eine Datei mit den Spalten des Exports (Semikolons oder Kommas). Kategorien und Optionsgruppen werden über den deutschen Namen zugeordnet, Artikel und Optionsartikel über die Nummer; Zeilen ohne Nummer werden angelegt.',
    nutrition: 'Eine Spalte number und Nährwertspalten wie nutrition.perPortion.energyKcal. Die Artikel mit dieser Nummer werden aktualisiert; fehlende Spalten bleiben unverändert.',
    articlesInfo: 'Eine Spalte number und Spalten für Beschreibungen, Allergene, Zusatzstoffe, Spuren, Merkmale, Hersteller oder Maße. Die Artikel mit dieser Nummer werden aktualisiert; fehlende Spalten bleiben unverändert.',
  },
  file: 'CSV- oder XLSX-Datei',
  chooseFile: 'Datei wählen',
  noFile: 'Keine Datei gewählt',
  fileRequired: 'Für einen Import wird eine Datei benötigt.',
  import: 'Importieren',
  importing: 'Datei wird importiert…',
  done: 'Die Datei wurde importiert.',
  created: 'Angelegt',
  updated: 'Aktualisiert',
  rows: { category: 'Kategorien', option: 'Optionsgruppen', article: 'Artikel', optionArticle: 'Optionsartikel' },
  updatedArticles: '%{smart_count} Artikel aktualisiert |||| %{smart_count} Artikel aktualisiert',
  failed: 'Die Datei wurde nicht importiert, nichts wurde geändert. Korrigieren Sie diese Zeile und importieren Sie erneut: |||| Die Datei wurde nicht importiert, nichts wurde geändert. Korrigieren Sie diese %{smart_count} Fehler und importieren Sie erneut:',
  place: 'Stelle',
  problem: 'Problem',
};
