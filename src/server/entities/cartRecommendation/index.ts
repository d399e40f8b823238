import { assertAllInVenue } from '../../rules/assertAllInVenue';
import { assertVenueAllowed } from '../../rules/assertVenueAllowed';
import { recommendArticles } from './recommendArticles';
import { defineHooks } from '../../crud/EntityHooks';

/**
 * Basket recommendations name articles of their own venue; the sub order type is stored as ''
 * when absent, so the unique (venue, orderType, subOrderType) index also holds for "no sub type".
 */
const hooks = defineHooks('cartRecommendation', {
  async beforeCreate(ctx, data) {
    assertVenueAllowed(ctx.principal, data.venue);
    data.subOrderType = String(data.subOrderType ?? '').trim();
    await assertAllInVenue(ctx.trx, ctx.services, 'article', data.articles, data.venue, 'articles');
  },
  async beforeUpdate(ctx, patch, previous) {
    if ('subOrderType' in patch) patch.subOrderType = String(patch.subOrderType ?? '').trim();
    if ('articles' in patch) await assertAllInVenue(ctx.trx, ctx.services, 'article', patch.articles, previous.venue, 'articles');
  },
  actions: {
    async result({ principal, body, services }) {
      assertVenueAllowed(principal, body.venue);
      return recommendArticles(services, body);
    },
  },
});

export default hooks;
