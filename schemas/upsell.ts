import { defineEntity } from './_meta';
import { venueRef } from './_fragments/foodcard';
import { price } from './_fragments/money';

/** Spec part 2 §3: basket upsell, rounding upsell, article upsell. */
export const upsellTypes = ['addon', 'goal', 'upgrade'] as const;

const plu = { type: 'string', maxLength: 50 } as const;

/**
 * An upsell of a venue (spec part 2 §3). A venue holds one per type: storing one replaces the
 * type's previous upsell, deleting clears the type. What each type needs:
 * - addon (basket upsell): offers `article` (without one, the basket recommendations) at
 *   `position` once the basket reaches `mov`;
 * - goal (rounding upsell): rounds the basket up to a multiple of `roundTo` by adding the
 *   article with `pluToAdd` (a donation, for example);
 * - upgrade (article upsell): offers the article with `pluLarge` instead of the one with `pluSmall`.
 * `isMaster` marks the upsell the upsell sync copies to the other venues.
 */
export default defineEntity({
  $id: 'upsell',
  title: 'Upsell',
  type: 'object',
  properties: {
    venue: venueRef,
    type: { type: 'string', enum: upsellTypes, 'x-ui': { list: true, filter: true, edit: false } },
    position: { type: 'integer', minimum: 0, maximum: 100, default: 0, 'x-ui': { list: true } },
    article: { type: 'string', format: 'objectId', 'x-ref': 'article', 'x-ui': { list: true } },
    pluSmall: plu,
    pluLarge: { ...plu, 'x-rules': [{ rule: 'uniqueAmong', targets: ['pluSmall'] }] },
    mov: { ...price, 'x-ui': { widget: 'price' } },
    roundTo: { ...price, minimum: 0.01, maximum: 1000, 'x-ui': { widget: 'price' } },
    pluToAdd: plu,
    isMaster: { type: 'boolean', default: false, 'x-ui': { list: true } },
  },
  required: ['type', 'venue'],
  'x-scope': 'venue',
  // Reading needs a login only (spec part 2 §6: the upsell menu item needs no permission), as a
  // tenant member inside its venues' scope; changing them keeps the upsell rights.
  'x-access': { view: 'login', create: 'upsell.create', update: 'upsell.update', delete: 'upsell.delete' },
  'x-api': {
    base: 'v1/general/upsells',
    list: 'GET venue/{venue}',
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
    /** the venue's upsell of one type; 404 while the type has none (the admin shows no notice) */
    byType: { call: 'GET venue/{venue}/type/{type}', access: 'login' },
  },
  'x-unique': [['venue', 'type']],
  'x-sort': { field: 'type', direction: 'asc' },
  'x-ui': { route: '/upsells', group: 'articles', icon: 'TrendingUp', needsVenue: true, titleField: 'type' },
});
