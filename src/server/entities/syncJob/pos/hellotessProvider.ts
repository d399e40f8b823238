import { answerCheck } from './answerCheck';
import type { PosMenu } from './PosMenu';
import type { PosProvider, PosProviderOptions, PosSettings } from './PosProvider';
import { posJson } from './posJson';

const text = { type: 'string', minLength: 1, maxLength: 200 } as const;
const amount = { type: 'number', minimum: 0, maximum: 1000000 } as const;
const rate = { type: 'number', minimum: 0, maximum: 100 } as const;
const modifier = { type: 'object', required: ['number', 'name', 'price'], properties: { number: text, name: text, price: amount, vatRate: rate, active: { type: 'boolean' } } } as const;

interface Modifier { number: string; name: string; price: number; vatRate?: number; active?: boolean }
interface Answer {
  categories: { id: string; name: string; position?: number }[];
  articles: { articleNumber: string; name: string; description?: string; price: number; vatRate?: number; takeawayVatRate?: number; active?: boolean; categoryId: string; modifierGroupIds?: string[]; imageUrl?: string }[];
  modifierGroups?: { id: string; name: string; min?: number; max?: number; modifiers: Modifier[] }[];
}

const menuAnswer = answerCheck<Answer>({
  type: 'object',
  required: ['categories', 'articles'],
  properties: {
    categories: { type: 'array', maxItems: 5000, items: { type: 'object', required: ['id', 'name'], properties: { id: text, name: text, position: { type: 'integer', minimum: 0 } } } },
    articles: {
      type: 'array', maxItems: 50000,
      items: {
        type: 'object',
        required: ['articleNumber', 'name', 'price', 'categoryId'],
        properties: {
          articleNumber: text, name: text, description: { type: 'string', maxLength: 5000 }, price: amount, vatRate: rate, takeawayVatRate: rate,
          active: { type: 'boolean' }, categoryId: text, modifierGroupIds: { type: 'array', items: text }, imageUrl: { type: 'string', maxLength: 2048 },
        },
      },
    },
    modifierGroups: {
      type: 'array', maxItems: 5000,
      items: { type: 'object', required: ['id', 'name', 'modifiers'], properties: { id: text, name: text, min: { type: 'integer', minimum: 0, maximum: 100 }, max: { type: 'integer', minimum: 0, maximum: 100 }, modifiers: { type: 'array', items: modifier } } },
    },
  },
});
const tablesAnswer = answerCheck<{ tables: { number: string; name?: string }[] }>({
  type: 'object', required: ['tables'],
  properties: { tables: { type: 'array', maxItems: 5000, items: { type: 'object', required: ['number'], properties: { number: { type: 'string', minLength: 1, maxLength: 50 }, name: { type: 'string', maxLength: 500 } } } } },
});

/**
 * The hellotess test system (hellotess has no public API reference; the shape is ours, README
 * "Spec decisions"): `GET /api/v1/stores/{storeId}/menu` and `/tables` with the venue's API key
 * as bearer token. Prices in euros, VAT in percent, `active` false for articles taken off sale.
 */
export function hellotessProvider(opts: PosProviderOptions): PosProvider {
  const name = 'hellotess';
  const get = (s: PosSettings, what: string) => posJson(name, opts, `/api/v1/stores/${encodeURIComponent(String(s.storeId))}/${what}`, { headers: { authorization: `Bearer ${s.apiKey}` } });
  return {
    integrationType: name,
    required: ['apiKey', 'storeId'],
    async menu(settings): Promise<PosMenu> {
      const a = menuAnswer(await get(settings, 'menu'), name);
      const option = (m: Modifier) => ({ number: m.number, name: m.name, price: m.price, vatInside: m.vatRate, active: m.active !== false });
      return {
        categories: a.categories.map((c, i) => ({ key: c.id, name: c.name, sortOrder: c.position ?? i })),
        optionGroups: (a.modifierGroups ?? []).map((g) => ({ key: g.id, name: g.name, min: g.min ?? 0, max: g.max ?? 0, options: g.modifiers.map(option) })),
        articles: a.articles.map((x) => ({
          number: x.articleNumber, name: x.name, description: x.description, price: x.price, vatInside: x.vatRate, vatTakeaway: x.takeawayVatRate,
          active: x.active !== false, category: x.categoryId, optionGroups: x.modifierGroupIds ?? [], imageUrl: x.imageUrl,
        })),
        tables: [],
      };
    },
    async tables(settings) {
      return tablesAnswer(await get(settings, 'tables'), name).tables.map((t) => ({ number: t.number, description: t.name }));
    },
  };
}
