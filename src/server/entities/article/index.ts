import { bulkFlagActions } from '../../crud/bulkFlagActions';
import { copyable, copyArticles } from './copyArticles';
import { searchHooks } from '../../search/searchHooks';
import { translationRoute } from '../../translation/translationRoute';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('article', {
  // Its category, like every reference, is checked by the items service (the venue's own).
  beforeCreate: searchHooks.beforeCreate,
  beforeUpdate: searchHooks.beforeUpdate,
  beforeUpdateMany: searchHooks.beforeUpdateMany,
  actions: {
    ...bulkFlagActions(),
    changeCategory: ({ entity, principal, params, body, services }) =>
      services.items.update(entity, principal, params.id, { category: body.category }, {}, 'changeCategory'),
    async copy({ entity, principal, params, services }) {
      const source = await services.items.show(entity, principal, params.id);
      const doc = copyable(source);
      // German is the content fallback language, so the marker goes on the German name.
      const name = { ...doc.name, de: `${doc.name?.de ?? ''} (Kopie)`.trim() };
      return services.items.create(entity, principal, { ...doc, name, visible: false }, { venue: source.venue });
    },
    // The body schema requires at least one destination (minItems), so an empty choice is a 422.
    copyToVenues: ({ principal, body, services }) => copyArticles(services, principal, body.ids, body.venues),
  },
  routes(app, services) {
    // The /translation screen edits categories, articles and option groups alike; its call
    // lives with the article calls (the foodcard's main entity) rather than in a fifth place.
    translationRoute(app, services);
  },
});

export default hooks;
