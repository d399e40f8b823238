import type { foodcardIoEn } from './foodcardIoEn';

/** Textes de l'écran d'import et d'export de la carte (/foodcard). */
export const foodcardIoFr: typeof foodcardIoEn = {
  menu: 'Import de la carte',
  exportTitle: 'Export',
  exportHint: "La carte de l'établissement sélectionné, une ligne par catégorie, groupe d'options, article et article d'option. Le fichier CSV est en UTF-8, séparé par des points-virgules ; le fichier XLSX s'ouvre dans tout tableur.",
  exportCsv: 'Exporter en CSV',
  exportXlsx: 'Exporter en XLSX',
  exporting: "Préparation de l'export",
  exported: "L'export a été téléchargé.",
  importTitle: 'Import',
  kind: 'Que faut-il importer',
  kinds: { foodcard: 'Carte', nutrition: 'Valeurs nutritionnelles', articlesInfo: 'Informations sur les articles' },
  hints: {
    foodcard: "Un fichier avec les colonnes de l'export (points-virgules ou virgules). Les catégories et groupes d'options sont reconnus par leur nom allemand, les articles et articles d'option par leur numéro ; les lignes sans numéro sont ajoutées.",
    nutrition: 'Une colonne number et des colonnes nutritionnelles comme nutrition.perPortion.energyKcal. Les articles portant ce numéro sont mis à jour ; les colonnes absentes restent inchangées.',
    articlesInfo: 'Une colonne number et des colonnes pour les descriptions, allergènes, additifs, traces, caractéristiques, fabricant ou dimensions. Les articles portant ce numéro sont mis à jour ; les colonnes absentes restent inchangées.',
  },
  file: 'Fichier CSV ou XLSX',
  chooseFile: 'Choisir un fichier',
  noFile: 'Aucun fichier choisi',
  fileRequired: 'Un import nécessite un fichier.',
  import: 'Importer',
  importing: 'Import du fichier…',
  done: 'Le fichier a été importé.',
  created: 'Créés',
  updated: 'Mis à jour',
  rows: { category: 'Catégories', option: "Groupes d'options", article: 'Articles', optionArticle: "Articles d'option" },
  updatedArticles: '%{smart_count} article mis à jour |||| %{smart_count} articles mis à jour',
  failed: "Le fichier n'a pas été importé, rien n'a été modifié. Corrigez cette ligne et importez à nouveau : |||| Le fichier n'a pas été importé, rien n'a été modifié. Corrigez ces %{smart_count} erreurs et importez à nouveau :",
  place: 'Emplacement',
  problem: 'Problème',
};
