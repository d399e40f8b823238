/**
 * The texts of the sync job list and the copy, migrate, foodcard copy and sync screens
 * (`resources.syncJob`, `syncUi`), in their own home; src/admin/i18n/resources{En,De,Fr}.ts put them into the catalogues.
 */
/** The labels of the six menu import calls (schemas/_fragments/posImport.ts), from one sentence with the provider's name. */
const posActions = (sentence: string) => ({
  importHellotessTestVenue: sentence.replace('%s', 'hellotess (test)'),
  importHellotessTest: sentence.replace('%s', 'hellotess (test)'),
  importGastrofix: sentence.replace('%s', 'Gastrofix'),
  importDeliverect: sentence.replace('%s', 'Deliverect'),
  importSimphony: sentence.replace('%s', 'Simphony'),
  importViaCheckoutIntegration: sentence.replace('%s', 'checkout integration'),
});

const en = {
  name: 'Sync job |||| Sync jobs',
  fields: {
    id: 'Id', _id: 'Id', createdAt: 'Started at', updatedAt: 'Updated at', deletedAt: 'Deleted at',
    owner: 'Started by', venue: 'Source venue', handler: 'Job', params: 'Parameters', sourceEnvironment: 'From', targetEnvironment: 'To',
    targetVenue: 'Target venue', status: 'Status', progress: 'Progress', entries: 'Entries', inProgress: 'Running', done: 'Done',
    startedAt: 'Started', finishedAt: 'Finished', error: 'Error', lockedUntil: 'Worker lease until',
    'entries.venue': 'Venue', 'entries.action': 'Action', 'entries.entity': 'Record type', 'entries.count': 'Count', 'entries.id': 'Source record', 'entries.reason': 'Reason', 'entries.at': 'Time', 'entries.level': 'Level', 'entries.message': 'Message',
  },
  actions: { sync: 'Sync venues', syncUpsell: 'Sync upsells', startVenueSync: 'Sync from the master', stop: 'Stop', copyVenue: 'Copy venue', copyVenueOnly: 'Copy venue only', migrateVenue: 'Migrate venue', copyFoodcard: 'Copy foodcard', environments: 'Environments', ...posActions('Import menu from %s') },
  enums: {
    action: { created: 'Created', updated: 'Updated', deleted: 'Deleted', failed: 'Failed' },
    handler: { venueSync: 'Master/slave sync', upsellSync: 'Upsell sync', venueCopy: 'Venue copy', venueCopyOnly: 'Venue copy (venue only)', foodcardCopy: 'Foodcard copy', venueMigrate: 'Migration', posMenuImport: 'POS menu import' },
    status: { created: 'Waiting', in_progress: 'In progress', done: 'Done', failed: 'Failed', stopped: 'Stopped' },
    sourceEnvironment: { dev: 'Development', prod: 'Production' },
    targetEnvironment: { dev: 'Development', prod: 'Production' },
  },
  screen: {
    entry: { deletedSoft: '%{entity}: %{count} deactivated', created: '%{entity}: %{count} created', updated: '%{entity}: %{count} updated', deleted: '%{entity}: %{count} deleted', failed: '%{entity} %{id}: %{reason}' },
    noEntries: 'Nothing done yet.', files: 'Uploaded files',
    stopTitle: 'Stop this job?',
    stopConfirm: 'The job ends after the step it is in. What it copied so far stays and is listed.',
    stopped: 'The job was stopped.',
    openCopy: 'Open the copy',
    copy: {
      title: 'Copy %{name}',
      explain: 'A new venue with a new short id. The full copy also brings the foodcard, tables, printers and integration settings; credentials are never copied.',
      mode: 'What to copy', full: 'Venue with foodcard, tables and printers', venueOnly: 'Venue settings only',
      name: 'Name of the copy', readableId: 'Short id of the copy (empty: a free one)', environment: 'Environment', noDirection: 'You may not copy venues from %{current} to any environment: a copy needs its direction (for example sync.dev.to.dev).',
      submit: 'Copy', started: 'The copy is running: follow it in the sync jobs.',
    },
    migrate: {
      title: 'Migrate %{name}',
      explain: 'The venue and its foodcard move to the chosen environment. The venue here stays, archived.',
      submit: 'Migrate', confirm: 'Migrate %{name} to %{environment}? The venue here will be archived.', started: 'The migration is running: follow it in the sync jobs.',
    },
    sync: {
      mode: 'Direction', masterToSlaves: 'Master to slaves', slaveToSlaves: 'Slave to slaves',
      master: 'Master venue', sourceSlave: 'Source slave', slaves: 'Slave venues', environment: 'Slaves in the environment', categories: 'Only these categories', categoriesHelp: 'Empty: the whole foodcard. Chosen: these categories and their articles.',
      deleteMode: 'Slave records the source has not',
      delete: { ignore: 'Keep them (ignore)', soft: 'Deactivate them (soft)', hard: 'Delete them (hard)' },
      submit: 'Start sync', started: 'The sync is running: follow it here or in the sync jobs.', inProgress: 'Sync in progress',
      create: { title: 'Sync venues', explain: 'Brings the foodcard of the source to each slave: articles matched by article number, option articles by option number, categories and option groups by name. The venues are locked until the sync ends.' },
      upsell: { title: 'Sync upsells', explain: 'Brings the upsells of the master to each slave; an upsell\'s article becomes the slave\'s article of the same number.' },
      venue: { title: 'Sync %{name} from its master', explain: 'Brings the foodcard of the master %{master} to this venue.', noMaster: 'This venue has no master venue: start a master-to-slaves sync from the master.', button: 'Sync' },
    },
    foodcard: {
      title: 'Copy a foodcard', explain: 'Adds the foodcard of one venue to another. Records the target has already (same identifier) are kept.',
      from: 'From venue', to: 'To venue', submit: 'Copy foodcard', started: 'The foodcard copy is running: follow it in the sync jobs.',
    },
  },
};

type Texts = typeof en;

const de: Texts = {
  name: 'Sync-Job |||| Sync-Jobs',
  fields: {
    id: 'Id', _id: 'Id', createdAt: 'Gestartet am', updatedAt: 'Geändert am', deletedAt: 'Gelöscht am',
    owner: 'Gestartet von', venue: 'Quell-Filiale', handler: 'Job', params: 'Parameter', sourceEnvironment: 'Von', targetEnvironment: 'Nach',
    targetVenue: 'Ziel-Filiale', status: 'Status', progress: 'Fortschritt', entries: 'Einträge', inProgress: 'Läuft', done: 'Fertig',
    startedAt: 'Gestartet', finishedAt: 'Beendet', error: 'Fehler', lockedUntil: 'Arbeiter reserviert bis',
    'entries.venue': 'Filiale', 'entries.action': 'Aktion', 'entries.entity': 'Datensatztyp', 'entries.count': 'Anzahl', 'entries.id': 'Quelldatensatz', 'entries.reason': 'Grund', 'entries.at': 'Zeit', 'entries.level': 'Stufe', 'entries.message': 'Meldung',
  },
  actions: { sync: 'Filialen synchronisieren', syncUpsell: 'Upsells synchronisieren', startVenueSync: 'Vom Master synchronisieren', stop: 'Stoppen', copyVenue: 'Filiale kopieren', copyVenueOnly: 'Nur Filiale kopieren', migrateVenue: 'Filiale migrieren', copyFoodcard: 'Speisekarte kopieren', environments: 'Umgebungen', ...posActions('Speisekarte aus %s importieren') },
  enums: {
    action: { created: 'Angelegt', updated: 'Geändert', deleted: 'Gelöscht', failed: 'Fehlgeschlagen' },
    handler: { venueSync: 'Master/Slave-Sync', upsellSync: 'Upsell-Sync', venueCopy: 'Filialkopie', venueCopyOnly: 'Filialkopie (nur Filiale)', foodcardCopy: 'Speisekartenkopie', venueMigrate: 'Migration', posMenuImport: 'Kassen-Speisekartenimport' },
    status: { created: 'Wartet', in_progress: 'Läuft', done: 'Fertig', failed: 'Fehlgeschlagen', stopped: 'Gestoppt' },
    sourceEnvironment: { dev: 'Entwicklung', prod: 'Produktion' },
    targetEnvironment: { dev: 'Entwicklung', prod: 'Produktion' },
  },
  screen: {
    entry: { deletedSoft: '%{entity}: %{count} deaktiviert', created: '%{entity}: %{count} angelegt', updated: '%{entity}: %{count} geändert', deleted: '%{entity}: %{count} gelöscht', failed: '%{entity} %{id}: %{reason}' },
    noEntries: 'Noch nichts erledigt.', files: 'Hochgeladene Dateien',
    stopTitle: 'Diesen Job stoppen?',
    stopConfirm: 'Der Job endet nach dem laufenden Schritt. Was bis dahin kopiert wurde, bleibt und wird aufgeführt.',
    stopped: 'Der Job wurde gestoppt.',
    openCopy: 'Kopie öffnen',
    copy: {
      title: '%{name} kopieren',
      explain: 'Eine neue Filiale mit neuer Kurz-ID. Die volle Kopie bringt auch Speisekarte, Tische, Drucker und Integrationseinstellungen mit; Zugangsdaten werden nie kopiert.',
      mode: 'Was kopiert wird', full: 'Filiale mit Speisekarte, Tischen und Druckern', venueOnly: 'Nur die Filialeinstellungen',
      name: 'Name der Kopie', readableId: 'Kurz-ID der Kopie (leer: eine freie)', environment: 'Umgebung', noDirection: 'Sie dürfen keine Filialen aus %{current} in eine Umgebung kopieren: Eine Kopie braucht ihre Richtung (zum Beispiel sync.dev.to.dev).',
      submit: 'Kopieren', started: 'Die Kopie läuft: verfolgen Sie sie in den Sync-Jobs.',
    },
    migrate: {
      title: '%{name} migrieren',
      explain: 'Die Filiale und ihre Speisekarte ziehen in die gewählte Umgebung um. Die Filiale hier bleibt archiviert erhalten.',
      submit: 'Migrieren', confirm: '%{name} nach %{environment} migrieren? Die Filiale hier wird archiviert.', started: 'Die Migration läuft: verfolgen Sie sie in den Sync-Jobs.',
    },
    sync: {
      mode: 'Richtung', masterToSlaves: 'Master zu Slaves', slaveToSlaves: 'Slave zu Slaves',
      master: 'Master-Filiale', sourceSlave: 'Quell-Slave', slaves: 'Slave-Filialen', environment: 'Slaves in der Umgebung', categories: 'Nur diese Kategorien', categoriesHelp: 'Leer: die ganze Speisekarte. Gewählt: diese Kategorien und ihre Artikel.',
      deleteMode: 'Einträge der Slaves, die die Quelle nicht hat',
      delete: { ignore: 'Behalten (ignorieren)', soft: 'Deaktivieren (weich)', hard: 'Löschen (hart)' },
      submit: 'Sync starten', started: 'Der Sync läuft: verfolgen Sie ihn hier oder in den Sync-Jobs.', inProgress: 'Sync läuft',
      create: { title: 'Filialen synchronisieren', explain: 'Überträgt die Speisekarte der Quelle auf jeden Slave: Artikel nach Artikelnummer, Optionsartikel nach Optionsnummer, Kategorien und Optionsgruppen nach Name zugeordnet. Die Filialen sind gesperrt, bis der Sync endet.' },
      upsell: { title: 'Upsells synchronisieren', explain: 'Überträgt die Upsells des Masters auf jeden Slave; der Artikel eines Upsells wird der Artikel des Slaves mit derselben Nummer.' },
      venue: { title: '%{name} synchronisieren', explain: 'Überträgt die Speisekarte des Masters %{master} auf diese Filiale.', noMaster: 'Diese Filiale hat keine Master-Filiale: starten Sie einen Master-zu-Slaves-Sync vom Master aus.', button: 'Synchronisieren' },
    },
    foodcard: {
      title: 'Speisekarte kopieren', explain: 'Fügt die Speisekarte einer Filiale einer anderen hinzu. Einträge, die das Ziel schon hat (gleicher Bezeichner), bleiben.',
      from: 'Von Filiale', to: 'Nach Filiale', submit: 'Speisekarte kopieren', started: 'Die Speisekartenkopie läuft: verfolgen Sie sie in den Sync-Jobs.',
    },
  },
};

const fr: Texts = {
  name: 'Tâche de synchronisation |||| Tâches de synchronisation',
  fields: {
    id: 'Id', _id: 'Id', createdAt: 'Lancée le', updatedAt: 'Modifiée le', deletedAt: 'Supprimée le',
    owner: 'Lancée par', venue: 'Établissement source', handler: 'Tâche', params: 'Paramètres', sourceEnvironment: 'De', targetEnvironment: 'Vers',
    targetVenue: 'Établissement cible', status: 'Statut', progress: 'Progression', entries: 'Entrées', inProgress: 'En cours', done: 'Terminée',
    startedAt: 'Début', finishedAt: 'Fin', error: 'Erreur', lockedUntil: 'Réservée par un processus jusqu’à',
    'entries.venue': 'Établissement', 'entries.action': 'Action', 'entries.entity': 'Type d’enregistrement', 'entries.count': 'Nombre', 'entries.id': 'Enregistrement source', 'entries.reason': 'Raison', 'entries.at': 'Heure', 'entries.level': 'Niveau', 'entries.message': 'Message',
  },
  actions: { sync: 'Synchroniser les établissements', syncUpsell: 'Synchroniser les upsells', startVenueSync: 'Synchroniser depuis le maître', stop: 'Arrêter', copyVenue: 'Copier l’établissement', copyVenueOnly: 'Copier l’établissement seul', migrateVenue: 'Migrer l’établissement', copyFoodcard: 'Copier la carte', environments: 'Environnements', ...posActions('Importer la carte depuis %s') },
  enums: {
    action: { created: 'Créé', updated: 'Modifié', deleted: 'Supprimé', failed: 'Échec' },
    handler: { venueSync: 'Synchronisation maître/esclaves', upsellSync: 'Synchronisation des upsells', venueCopy: 'Copie d’établissement', venueCopyOnly: 'Copie d’établissement (seul)', foodcardCopy: 'Copie de carte', venueMigrate: 'Migration', posMenuImport: 'Import de carte depuis la caisse' },
    status: { created: 'En attente', in_progress: 'En cours', done: 'Terminée', failed: 'Échouée', stopped: 'Arrêtée' },
    sourceEnvironment: { dev: 'Développement', prod: 'Production' },
    targetEnvironment: { dev: 'Développement', prod: 'Production' },
  },
  screen: {
    entry: { deletedSoft: '%{entity} : %{count} désactivés', created: '%{entity} : %{count} créés', updated: '%{entity} : %{count} modifiés', deleted: '%{entity} : %{count} supprimés', failed: '%{entity} %{id} : %{reason}' },
    noEntries: 'Rien de fait pour l’instant.', files: 'Fichiers téléversés',
    stopTitle: 'Arrêter cette tâche ?',
    stopConfirm: 'La tâche s’arrête après l’étape en cours. Ce qui a été copié reste et est listé.',
    stopped: 'La tâche a été arrêtée.',
    openCopy: 'Ouvrir la copie',
    copy: {
      title: 'Copier %{name}',
      explain: 'Un nouvel établissement avec un nouvel identifiant court. La copie complète apporte aussi la carte, les tables, les imprimantes et les réglages d’intégration ; les identifiants d’accès ne sont jamais copiés.',
      mode: 'Que copier', full: 'Établissement avec carte, tables et imprimantes', venueOnly: 'Réglages de l’établissement seuls',
      name: 'Nom de la copie', readableId: 'Identifiant court de la copie (vide : un libre)', environment: 'Environnement', noDirection: 'Vous ne pouvez copier aucun établissement de %{current} vers un environnement : une copie demande sa direction (par exemple sync.dev.to.dev).',
      submit: 'Copier', started: 'La copie est en cours : suivez-la dans les tâches de synchronisation.',
    },
    migrate: {
      title: 'Migrer %{name}',
      explain: 'L’établissement et sa carte passent dans l’environnement choisi. L’établissement d’ici reste, archivé.',
      submit: 'Migrer', confirm: 'Migrer %{name} vers %{environment} ? L’établissement d’ici sera archivé.', started: 'La migration est en cours : suivez-la dans les tâches de synchronisation.',
    },
    sync: {
      mode: 'Sens', masterToSlaves: 'Maître vers esclaves', slaveToSlaves: 'Esclave vers esclaves',
      master: 'Établissement maître', sourceSlave: 'Esclave source', slaves: 'Établissements esclaves', environment: 'Esclaves dans l’environnement', categories: 'Seulement ces catégories', categoriesHelp: 'Vide : toute la carte. Choisies : ces catégories et leurs articles.',
      deleteMode: 'Éléments des esclaves que la source n’a pas',
      delete: { ignore: 'Les garder (ignorer)', soft: 'Les désactiver (doux)', hard: 'Les supprimer (dur)' },
      submit: 'Lancer la synchronisation', started: 'La synchronisation est en cours : suivez-la ici ou dans les tâches de synchronisation.', inProgress: 'Synchronisation en cours',
      create: { title: 'Synchroniser des établissements', explain: 'Apporte la carte de la source à chaque esclave : articles associés par numéro d’article, articles d’option par numéro d’option, catégories et groupes d’options par nom. Les établissements sont verrouillés jusqu’à la fin.' },
      upsell: { title: 'Synchroniser les upsells', explain: 'Apporte les upsells du maître à chaque esclave ; l’article d’un upsell devient l’article de l’esclave de même numéro.' },
      venue: { title: 'Synchroniser %{name}', explain: 'Apporte la carte du maître %{master} à cet établissement.', noMaster: 'Cet établissement n’a pas d’établissement maître : lancez une synchronisation maître vers esclaves depuis le maître.', button: 'Synchroniser' },
    },
    foodcard: {
      title: 'Copier une carte', explain: 'Ajoute la carte d’un établissement à un autre. Les éléments que la cible a déjà (même identifiant) sont gardés.',
      from: 'De l’établissement', to: 'Vers l’établissement', submit: 'Copier la carte', started: 'La copie de carte est en cours : suivez-la dans les tâches de synchronisation.',
    },
  },
};

/** The screens' texts (`syncUi`) apart from the entity's labels: the venue's copy screens load them too. */
const split = (t: Texts) => {
  const { screen, ...resource } = t;
  return { resource, ui: { ...screen, status: t.enums.status, environment: t.enums.targetEnvironment } };
};

export const syncJobTexts = { en: split(en).resource, de: split(de).resource, fr: split(fr).resource };
export const syncUiTexts = { en: split(en).ui, de: split(de).ui, fr: split(fr).ui };
