import { defineHooks, type HookContext } from '../../crud/EntityHooks';
import { invalid, ruleError } from '../../errors';
import { cupCodeFilter } from './cupCodeFilter';
import { cupCodesCsv } from './cupCodesCsv';
import { generateCupCodes } from './generateCupCodes';

/** Every named customer group must exist (a deleted or unknown one is a 422 on the field). */
async function checkGroups(ctx: HookContext, groups: unknown): Promise<void> {
  if (!Array.isArray(groups) || !groups.length) return;
  const found = await ctx.items.all(ctx.services.registry.get('customerGroup')!, ctx.principal, {
    filters: { _id: groups }, ranges: {}, sort: '_id', direction: 'asc',
  });
  const known = new Set(found.map((g) => g._id));
  const missing = groups.findIndex((g) => !known.has(g));
  if (missing >= 0) throw invalid([ruleError(`customerGroups.${missing}`, 'customerGroupUnknown')]);
}

/**
 * Cup codes (spec part 2 §7, general/cup): bulk generate, activate and deactivate one code,
 * toggle many, delete every code matching a filter, and the CSV export (GET v1/export/cup/).
 */
const hooks = defineHooks('cupCode', {
  beforeCreate: (ctx, data) => checkGroups(ctx, data.customerGroups),
  beforeUpdate: (ctx, patch) => checkGroups(ctx, patch.customerGroups),
  actions: {
    generate: generateCupCodes,
    activate: ({ entity, principal, params, services }) => services.items.update(entity, principal, params.id, { active: true }, {}, 'activate'),
    deactivate: ({ entity, principal, params, services }) => services.items.update(entity, principal, params.id, { active: false }, {}, 'deactivate'),
    async activeToggle({ entity, principal, body, services }) {
      const { ids, active } = body as { ids: string[]; active?: boolean };
      if (active !== undefined) return services.items.bulkUpdate(entity, principal, ids, { active }, {}, 'activeToggle');
      // Without `active` each code flips; read and written in one transaction, all or nothing.
      return services.items.transaction(async (items) => {
        const codes = await items.all(entity, principal, { filters: { _id: ids }, ranges: {}, sort: '_id', direction: 'asc' });
        const on = codes.filter((c) => c.active !== true).map((c) => c._id as string);
        const off = codes.filter((c) => c.active === true).map((c) => c._id as string);
        // Ids not found among live codes in scope make bulkUpdate answer 404 for the whole call.
        const missing = [...new Set(ids)].filter((id) => !codes.some((c) => c._id === id));
        const a = await items.bulkUpdate(entity, principal, [...on, ...missing], { active: true }, {}, 'activeToggle');
        const b = off.length ? await items.bulkUpdate(entity, principal, off, { active: false }, {}, 'activeToggle') : { ids: [], count: 0 };
        return { ids: [...a.ids, ...b.ids], count: a.count + b.count };
      });
    },
    async deleteByFilter({ entity, principal, query, services }) {
      const filter = cupCodeFilter(entity, query, true);
      return services.items.transaction(async (items) => {
        const ids = await items.matchingIds(entity, principal, filter);
        if (!ids.length) return { ids: [], count: 0 };
        return items.bulkDelete(entity, principal, ids, false);
      });
    },
    async export({ entity, principal, query, services }) {
      const filter = cupCodeFilter(entity, query, false);
      return { contentType: 'text/csv; charset=utf-8', filename: 'cup-codes.csv', body: cupCodesCsv(services, entity, principal, filter) };
    },
  },
});

export default hooks;
