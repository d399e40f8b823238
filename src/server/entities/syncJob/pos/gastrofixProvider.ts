import { answerCheck } from './answerCheck';
import type { PosMenu } from './PosMenu';
import type { PosProvider, PosProviderOptions, PosSettings } from './PosProvider';
import { posJson } from './posJson';

const id = { type: ['string', 'integer'] } as const;
const text = { type: 'string', minLength: 1, maxLength: 200 } as const;
/** Gastrofix sends amounts as decimal strings ("8.50") */
const decimal = { type: 'string', pattern: '^[0-9]{1,7}(\\.[0-9]{1,4})?$' } as const;
const plu = { type: 'string', minLength: 1, maxLength: 50 } as const;

interface Answer {
  articleGroups: { id: string | number; name: string; sequence?: number }[];
  articles: { plu: string; name: string; price: string; vatRate?: string; vatRateTakeAway?: string; active: boolean; articleGroupId: string | number; modifierGroupIds?: (string | number)[] }[];
  modifierGroups?: { id: string | number; name: string; minSelect?: number; maxSelect?: number; modifiers: { plu: string; name: string; price: string; active: boolean }[] }[];
}

const menuAnswer = answerCheck<Answer>({
  type: 'object',
  required: ['articleGroups', 'articles'],
  properties: {
    articleGroups: { type: 'array', maxItems: 5000, items: { type: 'object', required: ['id', 'name'], properties: { id, name: text, sequence: { type: 'integer', minimum: 0 } } } },
    articles: {
      type: 'array', maxItems: 50000,
      items: {
        type: 'object', required: ['plu', 'name', 'price', 'active', 'articleGroupId'],
        properties: { plu, name: text, price: decimal, vatRate: decimal, vatRateTakeAway: decimal, active: { type: 'boolean' }, articleGroupId: id, modifierGroupIds: { type: 'array', items: id } },
      },
    },
    modifierGroups: {
      type: 'array', maxItems: 5000,
      items: {
        type: 'object', required: ['id', 'name', 'modifiers'],
        properties: {
          id, name: text, minSelect: { type: 'integer', minimum: 0, maximum: 100 }, maxSelect: { type: 'integer', minimum: 0, maximum: 100 },
          modifiers: { type: 'array', items: { type: 'object', required: ['plu', 'name', 'price', 'active'], properties: { plu, name: text, price: decimal, active: { type: 'boolean' } } } },
        },
      },
    },
  },
});
const tablesAnswer = answerCheck<{ tables: { number: string | number; name?: string }[] }>({
  type: 'object', required: ['tables'],
  properties: { tables: { type: 'array', maxItems: 5000, items: { type: 'object', required: ['number'], properties: { number: id, name: { type: 'string', maxLength: 500 } } } } },
});

const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));

/**
 * Gastrofix (Lightspeed G-Series): the business unit's token as `X-Token` and its id as
 * `X-Business-Units`, as Gastrofix's public API authenticates; the menu at
 * `GET /api/v3/business_units/{id}/menu` (article groups, articles by PLU with decimal-string
 * prices and VAT rates, modifier groups) and the tables at `.../tables` (paths ours).
 */
export function gastrofixProvider(opts: PosProviderOptions): PosProvider {
  const name = 'gastrofix';
  const get = (s: PosSettings, what: string) => posJson(name, opts, `/api/v3/business_units/${encodeURIComponent(String(s.businessUnitId))}/${what}`, {
    headers: { 'x-token': String(s.token), 'x-business-units': String(s.businessUnitId) },
  });
  return {
    integrationType: name,
    required: ['token', 'businessUnitId'],
    async menu(settings): Promise<PosMenu> {
      const a = menuAnswer(await get(settings, 'menu'), name);
      return {
        categories: a.articleGroups.map((g, i) => ({ key: String(g.id), name: g.name, sortOrder: g.sequence ?? i })),
        optionGroups: (a.modifierGroups ?? []).map((g) => ({
          key: String(g.id), name: g.name, min: g.minSelect ?? 0, max: g.maxSelect ?? 0,
          options: g.modifiers.map((m) => ({ number: m.plu, name: m.name, price: Number(m.price), active: m.active })),
        })),
        articles: a.articles.map((x) => ({
          number: x.plu, name: x.name, price: Number(x.price), vatInside: num(x.vatRate), vatTakeaway: num(x.vatRateTakeAway), active: x.active,
          category: String(x.articleGroupId), optionGroups: (x.modifierGroupIds ?? []).map(String),
        })),
        tables: [],
      };
    },
    async tables(settings) {
      return tablesAnswer(await get(settings, 'tables'), name).tables.map((t) => ({ number: String(t.number), description: t.name }));
    },
  };
}
