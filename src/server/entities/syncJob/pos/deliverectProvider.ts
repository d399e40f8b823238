import { unexpectedAnswer } from '../../../http/providerJson';
import { answerCheck } from './answerCheck';
import type { PosMenu } from './PosMenu';
import type { PosProvider, PosProviderOptions, PosSettings } from './PosProvider';
import { posJson } from './posJson';

const text = { type: 'string', minLength: 1, maxLength: 200 } as const;
const ids = { type: 'array', items: { type: 'string' } } as const;
/** prices in cents, taxes in thousandths of a percent (9000 = 9 %), as Deliverect sends them */
const cents = { type: 'integer', minimum: 0, maximum: 100000000 } as const;
const tax = { type: 'integer', minimum: 0, maximum: 100000 } as const;
const item = {
  type: 'object', required: ['_id', 'plu', 'name'],
  properties: { _id: text, plu: { type: 'string', minLength: 1, maxLength: 50 }, name: text, description: { type: 'string', maxLength: 5000 }, price: cents, eatInTax: tax, takeawayTax: tax, snoozed: { type: 'boolean' }, imageUrl: { type: 'string', maxLength: 2048 }, subProducts: ids, min: { type: 'integer', minimum: 0 }, max: { type: 'integer', minimum: 0 } },
} as const;
const keyed = { type: 'object', additionalProperties: item } as const;

interface Item { _id: string; plu: string; name: string; description?: string; price?: number; eatInTax?: number; takeawayTax?: number; snoozed?: boolean; imageUrl?: string; subProducts?: string[]; min?: number; max?: number }
type Menu = { categories: { _id: string; name: string; description?: string; products: string[] }[]; products: Record<string, Item>; modifierGroups?: Record<string, Item>; modifiers?: Record<string, Item> };

const tokenAnswer = answerCheck<{ access_token: string }>({ type: 'object', required: ['access_token'], properties: { access_token: { type: 'string', minLength: 1 } } });
const menusAnswer = answerCheck<Menu[]>({
  type: 'array', minItems: 1, maxItems: 50,
  items: {
    type: 'object', required: ['categories', 'products'],
    properties: {
      categories: { type: 'array', items: { type: 'object', required: ['_id', 'name', 'products'], properties: { _id: text, name: text, description: { type: 'string', maxLength: 5000 }, products: ids } } },
      products: keyed, modifierGroups: keyed, modifiers: keyed,
    },
  },
});

const percent = (t?: number) => (t === undefined ? undefined : t / 1000);
const euros = (c?: number) => (c ?? 0) / 100;

/**
 * Deliverect: an OAuth 2 client-credentials token (`POST /oauth/token`, JSON `client_id`,
 * `client_secret`, `audience`, `grant_type`, as Deliverect's API authenticates), then the menus of
 * the venue's channel link, `GET /channelLinks/{channelLinkId}/menus` (path ours), answering
 * Deliverect's menu-push shape: categories listing product ids, and products, modifier groups and
 * modifiers keyed by id. Every menu of the answer is read; a product in several categories goes
 * to the first. Deliverect has no tables.
 */
export function deliverectProvider(opts: PosProviderOptions): PosProvider {
  const name = 'deliverect';
  const token = async (s: PosSettings) => tokenAnswer(await posJson(name, opts, '/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: s.clientId, client_secret: s.clientSecret, audience: opts.url, grant_type: 'client_credentials' }),
  }), name).access_token;
  return {
    integrationType: name,
    required: ['clientId', 'clientSecret', 'channelLinkId'],
    async menu(settings): Promise<PosMenu> {
      const bearer = await token(settings);
      const menus = menusAnswer(await posJson(name, opts, `/channelLinks/${encodeURIComponent(String(settings.channelLinkId))}/menus`, { headers: { authorization: `Bearer ${bearer}` } }), name);
      const out: PosMenu = { categories: [], optionGroups: [], articles: [], tables: [] };
      const seen = new Set<string>();
      for (const menu of menus) {
        const lookup = (table: Record<string, Item> | undefined, key: string) => (table && Object.hasOwn(table, key) ? table[key] : undefined);
        for (const g of Object.values(menu.modifierGroups ?? {})) {
          const options = (g.subProducts ?? []).map((k) => lookup(menu.modifiers, k)).filter((m): m is Item => !!m);
          out.optionGroups.push({ key: g._id, name: g.name, min: g.min ?? 0, max: g.max ?? 0, options: options.map((m) => ({ number: m.plu, name: m.name, price: euros(m.price), vatInside: percent(m.eatInTax), vatTakeaway: percent(m.takeawayTax), active: !m.snoozed })) });
        }
        for (const c of menu.categories) {
          out.categories.push({ key: c._id, name: c.name, description: c.description, sortOrder: out.categories.length });
          for (const k of c.products) {
            const p = lookup(menu.products, k);
            if (!p) throw unexpectedAnswer('POS_PROVIDER_FAILED', { provider: name });
            if (seen.has(p.plu)) continue;
            seen.add(p.plu);
            out.articles.push({
              number: p.plu, name: p.name, description: p.description, price: euros(p.price), vatInside: percent(p.eatInTax), vatTakeaway: percent(p.takeawayTax),
              active: !p.snoozed, category: c._id, optionGroups: (p.subProducts ?? []).filter((s) => !!lookup(menu.modifierGroups, s)), imageUrl: p.imageUrl,
            });
          }
        }
      }
      return out;
    },
  };
}
