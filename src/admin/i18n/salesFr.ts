import type { salesEn } from './salesEn';

/** Textes des écrans de ventes et de statistiques. */
export const salesFr: typeof salesEn = {
  // the sidebar shows these with every page (catalogueParts.ts CORE_TEXTS); keyed by route name
  menu: { sales: 'Ventes', 'sales-overview': 'Aperçu des ventes', statistics: 'Statistiques', analytics: 'Analyses', reporting: 'Rapports' },
  export: { csv: 'Télécharger le CSV', pdf: 'Télécharger le PDF', zip: 'Télécharger les rapports par établissement (ZIP)', email: 'Envoyer le CSV à mon e-mail' },
  period: {
    label: 'Période',
    today: 'Aujourd\'hui', yesterday: 'Hier', last7: '7 derniers jours', last30: '30 derniers jours',
    thisMonth: 'Ce mois-ci', lastMonth: 'Le mois dernier', thisYear: 'Cette année', custom: 'Personnalisée',
    from: 'Du', to: 'Au',
    range: '%{from} – %{to}',
    previous: 'Période précédente : %{from} – %{to}',
  },
  groupBy: { label: 'Regrouper par', day: 'Jour', week: 'Semaine', month: 'Mois' },
  figures: {
    revenue: 'Chiffre d\'affaires', netRevenue: 'Chiffre d\'affaires net', orderCount: 'Commandes', averageBasket: 'Panier moyen',
    tips: 'Pourboires', refunds: 'Remboursements', tax: 'Taxes',
  },
  change: '%{change} par rapport à la période précédente',
  noBase: 'nouveau (période précédente : aucune)',
  previousValue: 'Période précédente : %{value}',
  tables: {
    day: 'Par jour', week: 'Par semaine', month: 'Par mois',
    paymentMethod: 'Par moyen de paiement', orderType: 'Par type de commande', weekday: 'Par jour de la semaine',
    venue: 'Par établissement', group: 'Par marque',
  },
  columns: {
    period: 'Période', paymentMethod: 'Moyen de paiement', orderType: 'Type de commande', weekday: 'Jour de la semaine',
    venue: 'Établissement', group: 'Marque', previous: 'Période précédente', change: 'Évolution',
  },
  chart: {
    by: { day: 'jour', week: 'semaine', month: 'mois' },
    revenue: 'Chiffre d\'affaires par %{groupBy} : cette période et la précédente. Le tableau « %{table} » contient les mêmes chiffres ; une barre ouvre ses commandes.',
    split: 'Chiffre d\'affaires %{table}. Le tableau ci-dessous contient les mêmes chiffres ; une barre ouvre ses commandes.',
    current: 'Cette période',
    previous: 'Période précédente',
  },
  openOrders: 'Afficher les commandes de %{label}',
  noMethod: 'Aucun',
  noGroup: 'Sans marque',
  brand: 'Marque : %{name}',
  brandAll: 'Tous les établissements de la marque',
  empty: 'Aucune vente sur cette période.',
  failed: 'Les chiffres n\'ont pas pu être chargés.',
  basis: 'Commandes terminées (terminées ou validées) ; remboursements le jour de leur comptabilisation. Jours selon l\'horloge de l\'établissement.',
  chooseDays: 'Choisissez le premier et le dernier jour.',
};
