/**
 * The texts of the venue edit's delivery tab (`app.deliveryAreas`), in the venue's home;
 * src/admin/i18n/{en,de,fr}.ts put them into the catalogues.
 */
const en = {
  explain: 'The areas the venue delivers to. Import them from a KML file (Google My Maps, Google Earth, QGIS): every polygon becomes one area.',
  map: 'Map of the delivery areas',
  empty: 'No delivery areas yet. Import a KML file with the areas drawn as polygons.',
  import: 'Import KML',
  export: 'Export KML',
  imported: '%{smart_count} delivery area read from the file. Save the venue to keep it. |||| %{smart_count} delivery areas read from the file. Save the venue to keep them.',
  invalid: 'The file is not valid KML (line %{line}, column %{column}): %{reason}',
  invalidNoLine: 'The file is not valid KML: %{reason}',
  noPolygon: 'The file holds no polygon. Draw the delivery area as a polygon (not a point or a line) and export it again.',
  tooLarge: 'The file is larger than %{limit}. Simplify the areas or split the file.',
  points: '%{smart_count} point |||| %{smart_count} points',
  remove: 'Remove %{name}',
  noTiles: 'Map without background tiles (none configured): areas on a grid of degrees.',
};

type Texts = typeof en;

const de: Texts = {
  explain: 'Die Gebiete, in die der Standort liefert. Importieren Sie sie aus einer KML-Datei (Google My Maps, Google Earth, QGIS): Jedes Polygon wird ein Gebiet.',
  map: 'Karte der Liefergebiete',
  empty: 'Noch keine Liefergebiete. Importieren Sie eine KML-Datei mit den Gebieten als Polygone.',
  import: 'KML importieren',
  export: 'KML exportieren',
  imported: '%{smart_count} Liefergebiet aus der Datei gelesen. Speichern Sie den Standort, um es zu behalten. |||| %{smart_count} Liefergebiete aus der Datei gelesen. Speichern Sie den Standort, um sie zu behalten.',
  invalid: 'Die Datei ist kein gültiges KML (Zeile %{line}, Spalte %{column}): %{reason}',
  invalidNoLine: 'Die Datei ist kein gültiges KML: %{reason}',
  noPolygon: 'Die Datei enthält kein Polygon. Zeichnen Sie das Liefergebiet als Polygon (nicht als Punkt oder Linie) und exportieren Sie es erneut.',
  tooLarge: 'Die Datei ist größer als %{limit}. Vereinfachen Sie die Gebiete oder teilen Sie die Datei auf.',
  points: '%{smart_count} Punkt |||| %{smart_count} Punkte',
  remove: '%{name} entfernen',
  noTiles: 'Karte ohne Hintergrundkacheln (keine eingerichtet): Gebiete auf einem Gradnetz.',
};

const fr: Texts = {
  explain: "Les zones où l'établissement livre. Importez-les depuis un fichier KML (Google My Maps, Google Earth, QGIS) : chaque polygone devient une zone.",
  map: 'Carte des zones de livraison',
  empty: 'Aucune zone de livraison pour le moment. Importez un fichier KML dont les zones sont dessinées en polygones.',
  import: 'Importer un KML',
  export: 'Exporter en KML',
  imported: "%{smart_count} zone de livraison lue dans le fichier. Enregistrez l'établissement pour la garder. |||| %{smart_count} zones de livraison lues dans le fichier. Enregistrez l'établissement pour les garder.",
  invalid: "Le fichier n'est pas un KML valide (ligne %{line}, colonne %{column}) : %{reason}",
  invalidNoLine: "Le fichier n'est pas un KML valide : %{reason}",
  noPolygon: "Le fichier ne contient aucun polygone. Dessinez la zone de livraison en polygone (pas en point ni en ligne) puis exportez-la à nouveau.",
  tooLarge: 'Le fichier dépasse %{limit}. Simplifiez les zones ou divisez le fichier.',
  points: '%{smart_count} point |||| %{smart_count} points',
  remove: 'Retirer %{name}',
  noTiles: 'Carte sans fond de tuiles (aucun configuré) : zones sur une grille de degrés.',
};

export const deliveryAreasTexts = { en, de, fr };
