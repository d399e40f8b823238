import type { ProviderReply, ProviderRequest } from './providerServer';

/** One small menu, as each fake provider below answers it. */
export const FAKE_MENU = {
  category: 'Pizza',
  group: { name: 'Extras', min: 0, max: 2 },
  articles: [{ number: '100', name: 'Margherita', price: 8.5 }, { number: '101', name: 'Salami', price: 9.5 }],
  options: [{ number: '900', name: 'Cheese', price: 1 }, { number: '901', name: 'Olives', price: 0.5 }],
  tables: ['1', '2'],
};

/** The credentials each fake provider accepts (the venue's checkout integration settings). */
export const FAKE_POS_SETTINGS = {
  hellotess: { apiKey: 'ht-secret-key', storeId: 'store-1' },
  gastrofix: { token: 'gf-secret-token', businessUnitId: '4711' },
  deliverect: { clientId: 'dv-client', clientSecret: 'dv-secret', channelLinkId: 'link-1' },
  simphony: { clientId: 'sy-client', clientSecret: 'sy-secret', orgName: 'ORG', locRef: 'LOC1', revenueCenters: '7,8' },
};

/** Prices of the fake menu can be changed by a test: `price(number)` overrides them. */
export interface FakePos {
  answer(req: ProviderRequest): ProviderReply;
  /** a price per article or option number, overriding FAKE_MENU's */
  prices: Map<string, number>;
  /** article numbers the provider reports off sale */
  inactive: Set<string>;
  /** set: hellotess names an image per article at `<imageBase>/img/<number>.svg`, which this server answers */
  imageBase?: string;
}

/** A small SVG: a text image format the provider server can send, checked like any upload. */
export const FAKE_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#c00"/></svg>';

const refused = { status: 401, json: { message: 'invalid credentials' } };

/**
 * A local stand-in for the four providers on one server, told apart by path: each checks the
 * credentials of FAKE_POS_SETTINGS and answers FAKE_MENU in its own shape (hellotess, Gastrofix
 * decimal strings, Deliverect cents and keyed objects after an OAuth token, Simphony family
 * groups and condiments after a token).
 */
export function fakePos(): FakePos {
  const state: FakePos = { prices: new Map(), inactive: new Set(), answer: () => refused };
  const price = (x: { number: string; price: number }) => state.prices.get(x.number) ?? x.price;
  const active = (n: string) => !state.inactive.has(n);
  const { articles, options, group } = FAKE_MENU;
  state.answer = (req) => {
    const h = req.headers;
    if (req.path.startsWith('/img/')) return { raw: FAKE_IMAGE };
    if (req.path === '/api/v1/stores/store-1/menu' || req.path === '/api/v1/stores/store-1/tables') {
      if (h.authorization !== `Bearer ${FAKE_POS_SETTINGS.hellotess.apiKey}`) return refused;
      if (req.path.endsWith('/tables')) return { json: { tables: FAKE_MENU.tables.map((n) => ({ number: n, name: `Table ${n}` })) } };
      return {
        json: {
          categories: [{ id: 'c1', name: FAKE_MENU.category, position: 1 }],
          articles: articles.map((a) => ({ articleNumber: a.number, name: a.name, price: price(a), vatRate: 19, takeawayVatRate: 7, active: active(a.number), categoryId: 'c1', modifierGroupIds: ['g1'], ...(state.imageBase ? { imageUrl: `${state.imageBase}/img/${a.number}.svg` } : {}) })),
          modifierGroups: [{ id: 'g1', name: group.name, min: group.min, max: group.max, modifiers: options.map((o) => ({ number: o.number, name: o.name, price: price(o), vatRate: 19, active: true })) }],
        },
      };
    }
    if (req.path === '/api/v3/business_units/4711/menu' || req.path === '/api/v3/business_units/4711/tables') {
      if (h['x-token'] !== FAKE_POS_SETTINGS.gastrofix.token || h['x-business-units'] !== '4711') return refused;
      if (req.path.endsWith('/tables')) return { json: { tables: FAKE_MENU.tables.map((n) => ({ number: Number(n), name: `Table ${n}` })) } };
      return {
        json: {
          articleGroups: [{ id: 1, name: FAKE_MENU.category, sequence: 0 }],
          articles: articles.map((a) => ({ plu: a.number, name: a.name, price: price(a).toFixed(2), vatRate: '19.00', vatRateTakeAway: '7.00', active: active(a.number), articleGroupId: 1, modifierGroupIds: [5] })),
          modifierGroups: [{ id: 5, name: group.name, minSelect: group.min, maxSelect: group.max, modifiers: options.map((o) => ({ plu: o.number, name: o.name, price: price(o).toFixed(2), active: true })) }],
        },
      };
    }
    if (req.path === '/oauth/token') {
      const ok = req.json?.client_id === FAKE_POS_SETTINGS.deliverect.clientId && req.json?.client_secret === FAKE_POS_SETTINGS.deliverect.clientSecret;
      return ok ? { json: { access_token: 'dv-token', token_type: 'Bearer' } } : refused;
    }
    if (req.path === '/channelLinks/link-1/menus') {
      if (h.authorization !== 'Bearer dv-token') return refused;
      const item = (x: { number: string; name: string; price: number }, extra = {}) => ({ _id: `id-${x.number}`, plu: x.number, name: x.name, price: Math.round(price(x) * 100), eatInTax: 19000, takeawayTax: 7000, snoozed: !active(x.number), ...extra });
      return {
        json: [{
          categories: [{ _id: 'cat1', name: FAKE_MENU.category, products: articles.map((a) => `id-${a.number}`) }],
          products: Object.fromEntries(articles.map((a) => [`id-${a.number}`, item(a, { subProducts: ['mg1'] })])),
          modifierGroups: { mg1: { _id: 'mg1', plu: 'MG1', name: group.name, min: group.min, max: group.max, subProducts: options.map((o) => `id-${o.number}`) } },
          modifiers: Object.fromEntries(options.map((o) => [`id-${o.number}`, item(o)])),
        }],
      };
    }
    if (req.path === '/oidc-provider/v1/oauth2/token') {
      const form = new URLSearchParams(req.body);
      const ok = form.get('client_id') === FAKE_POS_SETTINGS.simphony.clientId && form.get('client_secret') === FAKE_POS_SETTINGS.simphony.clientSecret;
      return ok ? { json: { access_token: 'sy-token' } } : refused;
    }
    if (req.path === '/api/v1/menus') {
      if (h.authorization !== 'Bearer sy-token' || h['simphony-orgshortname'] !== 'ORG' || h['simphony-rvcref'] !== '7') return refused;
      return {
        json: {
          familyGroups: [{ familyGroupRef: 10, name: FAKE_MENU.category }],
          menuItems: articles.map((a) => ({ menuItemId: Number(a.number), name: a.name, familyGroupRef: 10, isActive: active(a.number), definitions: [{ sequence: 1, prices: [{ sequence: 1, price: price(a), taxClassRef: 1 }], condimentGroupRefs: [50] }] })),
          condimentGroups: [{ condimentGroupRef: 50, name: group.name, minimumCount: group.min, maximumCount: group.max, condimentItemIds: options.map((o) => Number(o.number)) }],
          condimentItems: options.map((o) => ({ condimentItemId: Number(o.number), name: o.name, prices: [{ sequence: 1, price: price(o), taxClassRef: 1 }] })),
          taxClasses: [{ taxClassRef: 1, rate: 19 }],
        },
      };
    }
    return { status: 404, json: { message: 'no such path' } };
  };
  return state;
}
