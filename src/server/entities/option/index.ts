import { assertNoChildren } from '../../rules/assertNoChildren';
import { bulkFlagActions } from '../../crud/bulkFlagActions';
import { copyable } from '../article/copyArticles';
import { visibleOptionArticles, visibleOptionArticlesMany } from './requiredOptionRule';
import { searchHooks } from '../../search/searchHooks';
import { invalid, ruleError } from '../../errors';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('option', {
  ...searchHooks,
  async beforeUpdate(ctx, patch, previous) {
    // Making a group required that has option articles but none visible would offer guests a
    // choice they cannot make. A group without any articles yet may be set up as required first.
    const required = (patch.requiredAmount ?? previous.requiredAmount ?? 0) > 0;
    if (required && patch.requiredAmount !== undefined) {
      const { visible, total } = await visibleOptionArticles(ctx.trx, ctx.services, previous._id);
      if (total > 0 && visible === 0) throw invalid([ruleError('requiredAmount', 'optionGroupRequired')]);
    }
    await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
  // The same check for a bulk update, the groups' option articles counted in one query.
  async beforeUpdateMany(ctx, rows) {
    const checked = rows.filter(({ patch, previous }) => patch.requiredAmount !== undefined && (patch.requiredAmount ?? previous.requiredAmount ?? 0) > 0);
    const counts = checked.length ? await visibleOptionArticlesMany(ctx.trx, ctx.services, checked.map((r) => r.previous._id)) : new Map();
    for (const { previous } of checked) {
      const { visible, total } = counts.get(previous._id) ?? { visible: 0, total: 0 };
      if (total > 0 && visible === 0) throw invalid([ruleError('requiredAmount', 'optionGroupRequired')]);
    }
    for (const { patch, previous } of rows) await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
  beforeDelete: ({ trx, services }, previous) => assertNoChildren(trx, services, previous, { entity: 'optionArticle', field: 'option', error: 'OPTION_GROUP_NOT_EMPTY' }),
  actions: {
    ...bulkFlagActions(),
    /** POST {id}/copy: the group and its option articles, as a new group of the same venue. */
    async copy({ entity, principal, params, services }) {
      const optionArticle = services.registry.get('optionArticle')!;
      return services.items.transaction(async (items) => {
        const source = await items.show(entity, principal, params.id);
        const doc = copyable(source);
        const group = await items.create(entity, principal, { ...doc, name: { ...doc.name, de: `${doc.name?.de ?? ''} (Kopie)`.trim() } }, { venue: source.venue });
        const members = await items.all(optionArticle, principal, { filters: { option: [params.id] }, ranges: {}, sort: 'sortOrder', direction: 'asc' }, { venue: source.venue });
        for (const m of members) {
          const { requirements, defaults, ...rest } = copyable(m);
          await items.create(optionArticle, principal, { ...rest, option: group._id }, { venue: source.venue });
        }
        return group;
      });
    },
  },
});

export default hooks;
