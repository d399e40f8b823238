import { parseDoc, type Doc } from '../../crud/rowToRecord';
import { AppError, invalid, ruleError } from '../../errors';
import { assertVenueAllowed } from '../../rules/assertVenueAllowed';
import { groupInventory } from './groupInventory';
import { defineHooks, type HookContext } from '../../crud/EntityHooks';

const PRODUCT_FIELDS = { articles: 'article', options: 'optionArticle' } as const;
type ProductField = keyof typeof PRODUCT_FIELDS;

const idsOf = (doc: Doc, field: ProductField): string[] => (Array.isArray(doc[field]) ? doc[field] : []);

/** Products of the venue's other live entries: a product is counted in one stock only. */
async function assertProductsFree(ctx: HookContext, doc: Doc, venue: string, self?: string): Promise<void> {
  const rows = await ctx.trx.selectFrom(ctx.entity.table).select(['_id', 'doc']).where('venue', '=', venue).where('deleted_at', 'is', null).execute();
  for (const field of Object.keys(PRODUCT_FIELDS) as ProductField[]) {
    const taken = new Set(rows.filter((r) => r._id !== self).flatMap((r) => idsOf(parseDoc(r.doc), field)));
    const index = idsOf(doc, field).findIndex((id) => taken.has(id));
    if (index >= 0) throw invalid([ruleError(`${field}.${index}`, 'inventoryCountedTwice')]);
  }
}

async function check(ctx: HookContext, doc: Doc, venue: string, self?: string): Promise<void> {
  if (!idsOf(doc, 'articles').length && !idsOf(doc, 'options').length) {
    throw invalid([ruleError('articles', 'inventoryNoArticles')]);
  }
  // The products are the venue's own: the items service checks every reference.
  await assertProductsFree(ctx, doc, venue, self);
}

/**
 * Mirrors the entry's stock into its products' `stock` (null: no longer tracked), through the
 * items service in the same transaction, so each product change is audited and all or none
 * happen. Products deleted since are skipped.
 */
async function setStock(ctx: HookContext, field: ProductField, ids: readonly string[], stock: number | null): Promise<void> {
  if (!ids.length) return;
  const entity = ctx.services.registry.get(PRODUCT_FIELDS[field])!;
  const live = await ctx.trx.selectFrom(entity.table).select('_id').where('_id', 'in', [...ids]).where('deleted_at', 'is', null).execute();
  if (!live.length) return;
  await ctx.items.bulkUpdate(entity, ctx.principal, live.map((r) => r._id as string), { stock }, {}, 'inventory');
}

async function sync(ctx: HookContext, previous: Doc, next: Doc): Promise<void> {
  for (const field of Object.keys(PRODUCT_FIELDS) as ProductField[]) {
    const before = new Set(idsOf(previous, field));
    const after = idsOf(next, field);
    await setStock(ctx, field, [...before].filter((id) => !after.includes(id)), null);
    const stockChanged = previous.stock !== next.stock;
    await setStock(ctx, field, after.filter((id) => stockChanged || !before.has(id)), next.stock ?? null);
  }
}

const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []);

const hooks = defineHooks('inventory', {
  async beforeCreate(ctx, data) {
    assertVenueAllowed(ctx.principal, data.venue);
    await check(ctx, data, data.venue);
  },
  afterCreate: (ctx, created) => sync(ctx, {}, created),
  async beforeUpdate(ctx, patch, previous) {
    if (!('articles' in patch || 'options' in patch || 'stock' in patch)) return;
    await check(ctx, { ...previous, ...patch }, String(previous.venue), previous._id);
  },
  afterUpdate: (ctx, next, previous) => sync(ctx, previous, next),
  afterDelete: (ctx, previous) => sync(ctx, previous, {}),
  actions: {
    async grouped({ principal, params, query, lang, services }) {
      assertVenueAllowed(principal, params.venue);
      const unknown = Object.keys(query).filter((k) => !['search', 'ignoreByNumber', 'ignoreByNumber[]'].includes(k));
      if (unknown.length) throw new AppError('INVALID_QUERY', { detail: `unknown parameter "${unknown[0]}" (search, ignoreByNumber)` });
      const search = query.search;
      if (search !== undefined && (typeof search !== 'string' || search.length > 200)) throw new AppError('INVALID_QUERY', { detail: 'search is text of at most 200 characters' });
      const ignoreByNumber = [...listOf(query.ignoreByNumber), ...listOf(query['ignoreByNumber[]'])]
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      return groupInventory(services, params.venue, { search, ignoreByNumber, lang });
    },
  },
});

export default hooks;
