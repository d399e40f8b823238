/** Labels of the identity and timestamp fields every record has. */
const system = { id: 'Id', _id: 'Id', createdAt: 'Created at', updatedAt: 'Updated at', deletedAt: 'Deleted at' };

/** Loyalty programs, their rewards and membership levels (spec part 2 §2-§3): `resources.*` entries. */
export const loyaltyResourcesEn = {
  loyaltyProgram: {
    name: 'Loyalty program |||| Loyalty programs',
    fields: {
      ...system,
      type: 'Provider',
      customerGroup: 'Customer group',
      apikey: 'API key',
      oauthId: 'OAuth client id',
      oauthSecret: 'OAuth client secret',
      operator: 'Operator',
      posType: 'POS type',
      storeId: 'Store id',
      supportingPos: 'POS books rewards',
      shopUuid: 'Shop UUID',
      secretsSet: 'Stored credentials',
      'secretsSet.apikey': 'API key stored',
      'secretsSet.oauthSecret': 'OAuth client secret stored',
    },
    actions: { rewardsByVenue: 'Rewards of a venue', rewardsByGroup: 'Rewards of the customer group' },
    enums: { type: { piggy: 'Piggy', como: 'Como', internal: 'Internal (articles with a campaign id)', rbi: 'RBI' } },
  },
  membership: {
    name: 'Membership |||| Memberships',
    fields: {
      ...system,
      name: 'Name',
      tier: 'Tier',
      multiplier: 'Points multiplier',
      neededPoints: 'Points needed',
      piggyId: 'Piggy id',
      customerGroup: 'Customer group',
      image: 'Image',
    },
  },
};

/** Texts of the loyalty screens and of write-only credential inputs. */
export const loyaltyEn = {
  secretInput: {
    set: 'Set. Leave empty to keep it, or type a new one to replace it.',
    notSet: 'Not set.',
  },
  loyaltyUi: {
    menu: { membership: 'Memberships' },
    patterns: { campaign: 'Must start with camp_ followed by letters, digits, hyphens or underscores' },
    rewards: {
      title: 'Rewards',
      refresh: 'Refresh',
      empty: 'The program has no rewards yet.',
      points: '%{smart_count} point |||| %{smart_count} points',
      unreachable: 'The loyalty provider is not reachable. The rewards shown are those of the last successful fetch.',
      failed: 'The rewards could not be loaded.',
    },
  },
};
