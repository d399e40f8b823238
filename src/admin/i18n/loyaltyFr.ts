import type { loyaltyEn, loyaltyResourcesEn } from './loyaltyEn';

const system = { id: 'ID', _id: 'ID', createdAt: 'Créé le', updatedAt: 'Modifié le', deletedAt: 'Supprimé le' };

export const loyaltyResourcesFr: typeof loyaltyResourcesEn = {
  loyaltyProgram: {
    name: 'Programme de fidélité |||| Programmes de fidélité',
    fields: {
      ...system,
      type: 'Fournisseur',
      customerGroup: 'Groupe de clients',
      apikey: 'Clé d’API',
      oauthId: 'Identifiant client OAuth',
      oauthSecret: 'Secret client OAuth',
      operator: 'Exploitant',
      posType: 'Type de caisse',
      storeId: 'Identifiant du magasin',
      supportingPos: 'La caisse enregistre les récompenses',
      shopUuid: 'UUID de la boutique',
      secretsSet: 'Identifiants enregistrés',
      'secretsSet.apikey': 'Clé d’API enregistrée',
      'secretsSet.oauthSecret': 'Secret client OAuth enregistré',
    },
    actions: { rewardsByVenue: 'Récompenses d’un établissement', rewardsByGroup: 'Récompenses du groupe de clients' },
    enums: { type: { piggy: 'Piggy', como: 'Como', internal: 'Interne (articles avec un identifiant de campagne)', rbi: 'RBI' } },
  },
  membership: {
    name: 'Adhésion |||| Adhésions',
    fields: {
      ...system,
      name: 'Nom',
      tier: 'Niveau',
      multiplier: 'Multiplicateur de points',
      neededPoints: 'Points requis',
      piggyId: 'Identifiant Piggy',
      customerGroup: 'Groupe de clients',
      image: 'Image',
    },
  },
};

export const loyaltyFr: typeof loyaltyEn = {
  secretInput: {
    set: 'Enregistré. Laissez vide pour le conserver, ou saisissez-en un nouveau pour le remplacer.',
    notSet: 'Non enregistré.',
  },
  loyaltyUi: {
    menu: { membership: 'Adhésions' },
    patterns: { campaign: 'Doit commencer par camp_ suivi de lettres, chiffres, traits d’union ou tirets bas' },
    rewards: {
      title: 'Récompenses',
      refresh: 'Actualiser',
      empty: 'Le programme n’a pas encore de récompenses.',
      points: '%{smart_count} point |||| %{smart_count} points',
      unreachable: 'Le fournisseur de fidélité est injoignable. Les récompenses affichées sont celles de la dernière récupération réussie.',
      failed: 'Les récompenses n’ont pas pu être chargées.',
    },
  },
};
