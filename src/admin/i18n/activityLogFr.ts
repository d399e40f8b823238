/** Texts of the /activityLogExport screen (activityLog.*). */
export const activityLogFr = {
  title: "Export du journal d'activité",
  intro: "Le journal d'activité (chaque modification de chacun) d'une période sous forme de fichier CSV. Les jours sont en UTC ; les deux jours sont inclus. Le fichier est préparé dans vos téléchargements.",
  from: 'Du',
  to: 'Au',
  export: 'Exporter en CSV',
  failed: "Le journal d'activité n'a pas pu être exporté.",
  problem: { required: 'Choisissez le premier et le dernier jour.', reversed: 'Le dernier jour ne peut pas précéder le premier.', tooLong: 'Choisissez une période de %{max} jours au plus.' },
};
