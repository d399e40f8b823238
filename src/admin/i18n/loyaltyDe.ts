import type { loyaltyEn, loyaltyResourcesEn } from './loyaltyEn';

const system = { id: 'ID', _id: 'ID', createdAt: 'Erstellt am', updatedAt: 'Geändert am', deletedAt: 'Gelöscht am' };

export const loyaltyResourcesDe: typeof loyaltyResourcesEn = {
  loyaltyProgram: {
    name: 'Treueprogramm |||| Treueprogramme',
    fields: {
      ...system,
      type: 'Anbieter',
      customerGroup: 'Kundengruppe',
      apikey: 'API-Schlüssel',
      oauthId: 'OAuth-Client-ID',
      oauthSecret: 'OAuth-Client-Geheimnis',
      operator: 'Betreiber',
      posType: 'Kassentyp',
      storeId: 'Filial-ID',
      supportingPos: 'Kasse bucht Prämien',
      shopUuid: 'Shop-UUID',
      secretsSet: 'Hinterlegte Zugangsdaten',
      'secretsSet.apikey': 'API-Schlüssel hinterlegt',
      'secretsSet.oauthSecret': 'OAuth-Client-Geheimnis hinterlegt',
    },
    actions: { rewardsByVenue: 'Prämien eines Standorts', rewardsByGroup: 'Prämien der Kundengruppe' },
    enums: { type: { piggy: 'Piggy', como: 'Como', internal: 'Intern (Artikel mit Kampagnen-ID)', rbi: 'RBI' } },
  },
  membership: {
    name: 'Mitgliedschaft |||| Mitgliedschaften',
    fields: {
      ...system,
      name: 'Name',
      tier: 'Stufe',
      multiplier: 'Punkte-Multiplikator',
      neededPoints: 'Benötigte Punkte',
      piggyId: 'Piggy-ID',
      customerGroup: 'Kundengruppe',
      image: 'Bild',
    },
  },
};

export const loyaltyDe: typeof loyaltyEn = {
  secretInput: {
    set: 'Hinterlegt. Leer lassen, um ihn zu behalten, oder einen neuen eingeben, um ihn zu ersetzen.',
    notSet: 'Nicht hinterlegt.',
  },
  loyaltyUi: {
    menu: { membership: 'Mitgliedschaften' },
    patterns: { campaign: 'Muss mit camp_ beginnen, gefolgt von Buchstaben, Ziffern, Binde- oder Unterstrichen' },
    rewards: {
      title: 'Prämien',
      refresh: 'Aktualisieren',
      empty: 'Das Programm hat noch keine Prämien.',
      points: '%{smart_count} Punkt |||| %{smart_count} Punkte',
      unreachable: 'Der Treueanbieter ist nicht erreichbar. Angezeigt werden die Prämien des letzten erfolgreichen Abrufs.',
      failed: 'Die Prämien konnten nicht geladen werden.',
    },
  },
};
