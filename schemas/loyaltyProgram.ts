import { defineEntity } from './_meta';
import { loyaltyRewardList } from './_fragments/loyaltyReward';

/** Spec part 2 §3: the loyalty providers a customer group can run its program with. */
export const loyaltyTypes = ['piggy', 'como', 'internal', 'rbi'] as const;

/** A provider credential: accepted on create and update, never answered; an update without it keeps it. */
const secret = { type: 'string', minLength: 1, maxLength: 500, writeOnly: true, 'x-secret': true, 'x-ui': { widget: 'password' } } as const;

/**
 * The loyalty program of a customer group (spec part 2 §3), one per group. Its provider (`type`)
 * holds the rewards, fetched live through an adapter (src/server/entities/loyaltyProgram/providers);
 * `internal` rewards are the group's articles carrying a loyalty campaign id. `apikey` and
 * `oauthSecret` are write-only; `secretsSet` tells which of them are stored.
 */
export default defineEntity({
  $id: 'loyaltyProgram',
  title: 'Loyalty program',
  type: 'object',
  properties: {
    type: { type: 'string', enum: loyaltyTypes, 'x-ui': { list: true, filter: true } },
    /** a brand user's program gets its linked group */
    customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', 'x-ui': { list: true, filter: 'reference' } },
    /** piggy and como: the provider's API key */
    apikey: secret,
    /** rbi: OAuth client id (not a secret: it names the client, the secret proves it) */
    oauthId: { type: 'string', minLength: 1, maxLength: 200 },
    /** rbi: OAuth client secret */
    oauthSecret: secret,
    /** the franchise operator the provider knows the brand by */
    operator: { type: 'string', maxLength: 200, 'x-ui': { list: true } },
    /** the till system the provider books against (como's posType) */
    posType: { type: 'string', maxLength: 100 },
    /** the provider's store or branch id (como, rbi) */
    storeId: { type: 'string', maxLength: 100, 'x-ui': { list: true } },
    /** whether the venue's POS books rewards itself (otherwise the ordering app redeems them) */
    supportingPos: { type: 'boolean', default: false },
    /** piggy: the shop's UUID */
    shopUuid: { type: 'string', format: 'uuid' },
    /** which write-only credentials are stored; kept by the server */
    secretsSet: {
      type: 'object',
      readOnly: true,
      properties: { apikey: { type: 'boolean' }, oauthSecret: { type: 'boolean' } },
      required: ['apikey', 'oauthSecret'],
      additionalProperties: false,
      'x-ui': { create: false, edit: false },
    },
  },
  required: ['type'],
  'x-scope': 'customerGroup',
  // Spec part 2 §2 "login": a tenant's member, inside its customer groups. The program and its
  // provider keys serve the whole brand, so changing them needs a user linked to it ('brand').
  'x-access': { view: 'login', create: 'brand', update: 'brand', delete: 'brand' },
  'x-api': {
    base: 'v1/loyalty',
    list: 'GET /',
    all: false,
    query: false,
    create: 'POST /',
    show: 'GET {id}',
    update: 'PATCH {id}',
    delete: 'DELETE {id}',
    hardDelete: false,
    bulkUpdate: false,
    bulkDelete: false,
  },
  'x-actions': {
    /** rewards of the program of the venue's customer group, fetched live from its provider */
    rewardsByVenue: { call: 'GET reward/byvenue/{venue}', access: 'login', data: loyaltyRewardList },
    /** rewards of the customer group's program, fetched live from its provider */
    rewardsByGroup: { call: 'GET reward/bygroup/{customerGroup}', access: 'login', data: loyaltyRewardList },
  },
  // what each provider's calls cannot work without (checked on every write: programRules.ts)
  'x-required-when': { type: { piggy: ['apikey', 'shopUuid'], como: ['apikey', 'storeId'], rbi: ['oauthId', 'oauthSecret', 'storeId'] } },
  // the first type, piggy, needs both
  'x-sample': { fill: ['apikey', 'shopUuid'] },
  'x-unique': ['customerGroup'],
  'x-sort': { field: 'type', direction: 'asc' },
  'x-ui': { route: '/loyaltyPrograms', group: 'promo', icon: 'Loyalty', titleField: 'type' },
});
