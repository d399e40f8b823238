import type { Principal } from '../../../access/principal';
import type { Items } from '../../../crud/Items';
import type { ApiRecord, Doc } from '../../../crud/rowToRecord';
import type { Services } from '../../../services';
import { germanName } from '../../../io/matchFoodcardRows';
import type { PosSyncMode } from '../../../../../schemas/_fragments/posImport';
import { posDocs } from './posDocs';
import type { PosMenu } from './PosMenu';
import { PosTally } from './PosTally';

const bySort = { filters: {}, ranges: {}, sort: 'sortOrder', direction: 'asc' as const };
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** a matched record keeps its other languages: only the German text is the provider's */
const merged = (stored: ApiRecord, doc: Doc, key: 'name' | 'description') => (doc[key] ? { [key]: { ...(stored[key] ?? {}), ...doc[key] } } : {});

/**
 * Writes a provider's menu into the venue's foodcard with the given mode, through the items
 * service of the caller's transaction (tenant scope, hooks and audit apply). Categories and
 * option groups are matched by German name, articles by `number`, option articles by
 * `optionNumber` within their group, so a second import matches what the first created.
 * `images` holds the stored image of an article number (images_only). Records the menu does not
 * name are left as they are.
 */
export async function writePosMenu(services: Services, items: Items, principal: Principal, venue: string, menu: PosMenu, mode: PosSyncMode, images: Map<string, string>): Promise<PosTally> {
  const entity = (id: string) => services.registry.get(id)!;
  const tally = new PosTally();
  const create = mode === 'create_and_update' || mode === 'create_only';
  const update = mode === 'create_and_update' || mode === 'update_only';
  const scope = { venue };
  const stored = async (id: string) => items.all(entity(id), principal, bySort, scope);
  const write = async (id: string, match: ApiRecord | undefined, full: Doc, patch: Doc | null): Promise<string | undefined> => {
    if (match) {
      // Only what differs is written: importing the same menu again changes (and audits) nothing.
      const changed = Object.entries(patch ?? {}).filter(([k, v]) => JSON.stringify(match[k] ?? null) !== JSON.stringify(v ?? null));
      if (changed.length) {
        await items.update(entity(id), principal, match._id, Object.fromEntries(changed), scope, 'posImport');
        tally.add('updated', id);
      }
      return match._id;
    }
    if (!create) return undefined;
    tally.add('created', id);
    return (await items.create(entity(id), principal, full, scope))._id;
  };
  const firstBy = (records: ApiRecord[], key: (r: ApiRecord) => string) => {
    const out = new Map<string, ApiRecord>();
    for (const r of records) if (key(r) && !out.has(key(r))) out.set(key(r), r);
    return out;
  };

  // Categories and option groups first: articles and option articles point at them.
  const categoryIds = new Map<string, string>();
  const categories = firstBy(await stored('category'), germanName);
  for (const c of menu.categories) {
    const doc = posDocs.category(c);
    const match = categories.get(c.name.trim());
    const id = await write('category', match, doc, update && match ? { sortOrder: doc.sortOrder, ...merged(match, doc, 'description') } : null);
    if (id) categoryIds.set(c.key, id);
  }
  const groupIds = new Map<string, string>();
  const groups = firstBy(await stored('option'), germanName);
  const options = await stored('optionArticle');
  const required: [string, number, number][] = [];
  for (const g of menu.optionGroups) {
    const doc = posDocs.option(g);
    const match = groups.get(g.name.trim());
    // A required group needs a visible option article first: its minimum is set once they exist.
    const id = await write('option', match, doc, update && match ? doc : null);
    if (!id) continue;
    groupIds.set(g.key, id);
    if ((update && match) || (create && !match)) required.push([id, g.min, match?.requiredAmount ?? 0]);
    const inGroup = firstBy(options.filter((o) => o.option === id), (o) => text(o.optionNumber));
    for (const o of g.options) {
      const full = { ...posDocs.item(o), option: id, optionNumber: o.number };
      const m = inGroup.get(o.number);
      await write('optionArticle', m, full, m ? itemPatch(mode, m, full, o) : null);
    }
  }
  for (const [id, min, now] of required) if (min !== now) await items.update(entity('option'), principal, id, { requiredAmount: min }, scope, 'posImport');

  const articles = firstBy(await stored('article'), (a) => text(a.number));
  for (const a of menu.articles) {
    const m = articles.get(a.number);
    const category = categoryIds.get(a.category);
    const deps = a.optionGroups.map((k) => groupIds.get(k)).filter((id): id is string => !!id);
    const full = { ...posDocs.item(a), number: a.number, ...(category ? { category } : {}), ...(deps.length ? { dependencies: deps.map((option) => ({ option })) } : {}) };
    if (mode === 'images_only') {
      const image = images.get(a.number);
      if (m && image && m.image !== image) await write('article', m, full, { image });
      continue;
    }
    if (!m && !category) continue;
    let patch = m ? itemPatch(mode, m, full, a) : null;
    if (patch && update && m) {
      // The provider's option groups join those the article already offers.
      const kept = ((m.dependencies ?? []) as { option: string }[]).filter((d) => !deps.includes(d.option));
      patch = { ...patch, ...(category ? { category } : {}), ...(deps.length || kept.length ? { dependencies: [...kept, ...deps.map((option) => ({ option }))] } : {}) };
    }
    await write('article', m, full, patch);
  }
  return tally;
}

/** What a matched article or option article takes from the provider in each mode (null: nothing). */
function itemPatch(mode: PosSyncMode, match: ApiRecord, full: Doc, item: Parameters<typeof posDocs.price>[0]): Doc | null {
  if (mode === 'price_only' || mode === 'price_and_active') return posDocs.price(item, mode === 'price_and_active');
  if (mode !== 'create_and_update' && mode !== 'update_only') return null;
  const { category: _c, option: _o, dependencies: _d, ...fields } = full;
  return { ...fields, ...merged(match, full, 'name'), ...merged(match, full, 'description') };
}
