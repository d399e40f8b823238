import { assertVenueAllowed } from '../../rules/assertVenueAllowed';
import { recommendArticles } from './recommendArticles';
import { defineHooks } from '../../crud/EntityHooks';

/**
 * Basket recommendations name articles of their own venue (checked by the items service, as every
 * reference); the sub order type is stored as ''
 * when absent, so the unique (venue, orderType, subOrderType) index also holds for "no sub type".
 */
const hooks = defineHooks('cartRecommendation', {
  async beforeCreate(ctx, data) {
    assertVenueAllowed(ctx.principal, data.venue);
    data.subOrderType = String(data.subOrderType ?? '').trim();
  },
  async beforeUpdate(_ctx, patch) {
    if ('subOrderType' in patch) patch.subOrderType = String(patch.subOrderType ?? '').trim();
  },
  actions: {
    async result({ principal, body, services }) {
      assertVenueAllowed(principal, body.venue);
      return recommendArticles(services, body);
    },
  },
});

export default hooks;
