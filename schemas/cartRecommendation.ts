import { defineEntity } from './_meta';
import { orderTypes, refs, venueRef } from './_fragments/foodcard';

const objectIds = { type: 'array', items: { type: 'string', format: 'objectId' }, maxItems: 500 } as const;

/** Body of POST result (spec part 2 §7: "venue, orderType, subOrderType, articles"). */
const resultBody = {
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId' },
    orderType: { type: 'string', enum: orderTypes },
    subOrderType: { type: 'string', maxLength: 50 },
    /** the articles in the basket */
    articles: objectIds,
  },
  required: ['venue', 'orderType', 'articles'],
  additionalProperties: false,
} as const;

/**
 * A basket recommendation (spec part 2 §3): the articles a venue suggests in the basket for one
 * order type and sub order type (empty: every sub type without its own). POST result answers
 * the suggestions for a basket; the rule is in src/server/hooks/cart-recommendation.ts.
 */
export default defineEntity({
  $id: 'cartRecommendation',
  title: 'Basket recommendation',
  type: 'object',
  properties: {
    venue: venueRef,
    orderType: { type: 'string', enum: orderTypes, 'x-ui': { list: true, filter: true } },
    subOrderType: { type: 'string', maxLength: 50, default: '', 'x-ui': { list: true } },
    articles: { ...refs('article'), minItems: 1, 'x-ui': { list: true } },
  },
  required: ['orderType', 'articles', 'venue'],
  'x-scope': 'venue',
  'x-access': {
    view: 'recommendations.view',
    create: 'recommendations.create',
    update: 'recommendations.update',
    delete: 'recommendations.delete',
  },
  'x-api': {
    base: 'v1/general/cartrecommendation',
    list: 'GET venue/{venue}',
    all: 'GET /',
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
    result: { call: 'POST result', access: 'recommendations.view', body: resultBody },
  },
  'x-unique': [['venue', 'orderType', 'subOrderType']],
  'x-sort': { field: 'orderType', direction: 'asc' },
  'x-ui': { route: '/recommendation', group: 'articles', icon: 'Recommend', needsVenue: true, titleField: 'orderType' },
});
