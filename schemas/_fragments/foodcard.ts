/**
 * Constants and field groups of the foodcard (spec part 2 sections 3 and 9), shared by
 * categories, articles, option groups and option articles. Values are stored codes; labels come
 * from the translation catalogue.
 */
import { price, percent } from './money';
import { weekdays, dayHours } from './opening-hours';
import { translatable } from './translatable';

/** Spec part 2 §9, in its order. */
export const displayModes = [
  'default', 'launcher', 'smartPicker', 'detailOverlay', 'detailDialog', 'grid', 'pagedGrid', 'circle', 'topSeller',
  'matrix', 'banner', 'drinkFlavor', 'toggleButton', 'flavor', 'checkbox', 'radio', 'code',
] as const;

export const mainCategories = ['dish', 'beverage', 'other'] as const;

/**
 * The 14 allergen groups of EU regulation 1169/2011 (annex II) with their named entries: a group
 * with sub-entries (cereals containing gluten, tree nuts, ...) stores the entry, the others the
 * group. `<group>_<entry>` keeps every code one flat enum value.
 */
export const allergenGroups = {
  gluten: ['gluten_wheat', 'gluten_rye', 'gluten_barley', 'gluten_oats', 'gluten_spelt', 'gluten_kamut'],
  crustaceans: ['crustaceans_crab', 'crustaceans_lobster', 'crustaceans_shrimp', 'crustaceans_crayfish'],
  eggs: ['eggs'],
  fish: ['fish'],
  peanuts: ['peanuts'],
  soy: ['soy'],
  milk: ['milk', 'milk_lactose'],
  nuts: [
    'nuts_almonds', 'nuts_hazelnuts', 'nuts_walnuts', 'nuts_cashews', 'nuts_pecans', 'nuts_brazil', 'nuts_pistachios',
    'nuts_macadamia', 'nuts_queensland',
  ],
  celery: ['celery'],
  mustard: ['mustard'],
  sesame: ['sesame'],
  sulphites: ['sulphites'],
  lupin: ['lupin'],
  molluscs: ['molluscs_mussels', 'molluscs_oysters', 'molluscs_snails', 'molluscs_squid', 'molluscs_clams'],
} as const;
export const allergens = Object.values(allergenGroups).flat();

/** German food law additives, numbered 1 to 19 as printed on menus. */
export const additives = Array.from({ length: 19 }, (_, i) => i + 1);

/** May-contain traces: 7 types. */
export const traces = ['gluten', 'nuts', 'peanuts', 'milk', 'eggs', 'soy', 'sesame'] as const;

export const features = ['vegan', 'vegetarian', 'spicy', 'organic', 'halal', 'kosher', 'glutenFree', 'lactoseFree', 'new'] as const;

/** Order types an article can be priced and offered for (the order entity's types). */
export const orderTypes = ['inside', 'takeaway', 'delivery'] as const;

/** Age rating (FSK) of an article: spirits, energy drinks, ... */
export const fskRatings = [0, 6, 12, 16, 18] as const;

/** Channels an article can be offered in (spec: availability standard, inside, takeaway, delivery, web). */
export const channels = ['standard', 'inside', 'takeaway', 'delivery', 'web'] as const;

const amount = { type: 'number', minimum: 0, maximum: 100000 } as const;

/** Nutrition values of one reference quantity (grams, kJ/kcal). */
const nutritionValues = {
  type: 'object',
  properties: {
    energyKj: amount, energyKcal: amount, fat: amount, saturatedFat: amount, carbohydrates: amount,
    sugar: amount, fibre: amount, protein: amount, salt: amount,
  },
  additionalProperties: false,
} as const;

const byOrderType = <const S extends object>(schema: S) =>
  ({ type: 'object', properties: { inside: schema, takeaway: schema, delivery: schema }, additionalProperties: false }) as const;

/** Hours an article or category is orderable, per weekday; no entry means all day. */
export const availableHours = {
  type: 'object',
  properties: Object.fromEntries(weekdays.map((d) => [d, dayHours])) as { [K in (typeof weekdays)[number]]: typeof dayHours },
  additionalProperties: false,
  'x-ui': { tab: 'availability' },
} as const;

/** An uploaded image in the files store, written by its own upload call. */
export const uploadedImage = <P extends string>(path: P) =>
  ({ type: 'string', maxLength: 64, readOnly: true, 'x-ui': { widget: 'image', upload: `PATCH {id}/${path}` } }) as const;

export const venueRef = { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { create: false, edit: false } } as const;

export const refs = <E extends string>(entity: E) =>
  ({ type: 'array', items: { type: 'string', format: 'objectId', 'x-ref': entity }, maxItems: 200, uniqueItems: true }) as const;

/** Name-and-identifier entities: tags, trade groups (constrains), print groups. */
export const identifierField = {
  type: 'string', format: 'identifier', minLength: 1, maxLength: 100, 'x-ui': { list: true, filter: 'search' },
} as const;

/**
 * The fields articles and option articles share (spec: an option article is "like article plus
 * optionNumber and requirements").
 */
export const articleProperties = {
  name: { ...translatable, 'x-ui': { widget: 'translatable', list: true } },
  internalName: { type: 'string', maxLength: 200 },
  description: { ...translatable },
  shortDescription: { ...translatable },
  price: { ...price, 'x-ui': { widget: 'price', list: true } },
  prices: { ...byOrderType(price), 'x-ui': { tab: 'prices' } },
  taxInside: { ...percent, default: 19, 'x-ui': { tab: 'prices' } },
  taxTakeaway: { ...percent, default: 7, 'x-ui': { tab: 'prices' } },
  deposit: { ...price, 'x-ui': { widget: 'price', tab: 'prices' } },
  priceIsLocked: { type: 'boolean', default: false, 'x-ui': { tab: 'prices', filter: true } },
  priceIsLockedByOrderType: { ...byOrderType({ type: 'boolean' }), 'x-ui': { tab: 'prices' } },
  number: { type: 'string', maxLength: 50, 'x-ui': { list: true } },
  gtin: { type: 'string', pattern: '^[0-9]{8,14}$', maxLength: 14 },
  plu: { type: 'string', maxLength: 50 },
  externalId: { type: 'string', maxLength: 100 },
  stock: { type: 'integer', minimum: 0, maximum: 100000 },
  visible: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
  isActive: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
  isControlArticle: { type: 'boolean', default: false, 'x-ui': { filter: true } },
  isNoticeable: { type: 'boolean', default: false },
  internalNote: { type: 'string', maxLength: 2000, 'x-ui': { widget: 'textarea' } },
  tags: { ...refs('tag') },
  tradegroups: { ...refs('constrain') },
  printgroups: { ...refs('printGroup') },
  displayMode: { type: 'string', enum: displayModes, default: 'default' },
  image: uploadedImage('photo'),
  banner: uploadedImage('banner'),
  icon: uploadedImage('icon'),
  allergens: { type: 'array', items: { type: 'string', enum: allergens }, uniqueItems: true, maxItems: allergens.length, 'x-ui': { tab: 'ingredients' } },
  additives: { type: 'array', items: { type: 'integer', enum: additives }, uniqueItems: true, maxItems: 19, 'x-ui': { tab: 'ingredients' } },
  traces: { type: 'array', items: { type: 'string', enum: traces }, uniqueItems: true, maxItems: traces.length, 'x-ui': { tab: 'ingredients' } },
  features: { type: 'array', items: { type: 'string', enum: features }, uniqueItems: true, maxItems: features.length, 'x-ui': { tab: 'ingredients' } },
  nutrition: {
    type: 'object',
    properties: { portionSize: { type: 'string', maxLength: 50 }, perPortion: nutritionValues, per100g: nutritionValues, per100ml: nutritionValues },
    additionalProperties: false,
    'x-ui': { tab: 'nutrition' },
  },
  manufacturer: { type: 'string', maxLength: 200, 'x-ui': { tab: 'nutrition' } },
  caffeineMg: { type: 'number', minimum: 0, maximum: 10000, 'x-ui': { tab: 'nutrition' } },
  alcoholPercentage: { type: 'number', minimum: 0, maximum: 100, 'x-ui': { tab: 'nutrition' } },
  fsk: { type: 'integer', enum: fskRatings, 'x-ui': { tab: 'nutrition' } },
  dimensions: {
    type: 'object',
    properties: { height: amount, width: amount, length: amount, weight: amount },
    additionalProperties: false,
    'x-ui': { tab: 'nutrition' },
  },
  maxItemsPerCart: { type: 'integer', minimum: 1, maximum: 1000 },
  /** the loyalty campaign the article is a reward of (spec part 2 §3: campaign ids start with camp_) */
  loyaltyId: { type: 'string', maxLength: 100, pattern: '^camp_[A-Za-z0-9_-]+$', 'x-ui': { tab: 'loyalty' } },
  requiredLoyaltyPoints: { type: 'integer', minimum: 0, maximum: 1000000, 'x-ui': { tab: 'loyalty' } },
  availability: {
    type: 'object',
    properties: Object.fromEntries(channels.map((c) => [c, { type: 'boolean', default: true }])) as { [K in (typeof channels)[number]]: { type: 'boolean'; default: true } },
    additionalProperties: false,
    'x-ui': { tab: 'availability' },
  },
  availableHours,
  recommendations: { ...refs('article'), 'x-ui': { tab: 'relations' } },
  /** option groups offered with the article; `max` caps how many of the group may be chosen */
  dependencies: {
    type: 'array',
    items: {
      type: 'object',
      properties: { option: { type: 'string', format: 'objectId', 'x-ref': 'option' }, max: { type: 'integer', minimum: 0, maximum: 100 } },
      required: ['option'],
      additionalProperties: false,
    },
    maxItems: 100,
    'x-ui': { tab: 'relations' },
  },
  /** ids of this article at external systems (POS, aggregators) */
  mappings: {
    type: 'array',
    items: {
      type: 'object',
      properties: { provider: { type: 'string', minLength: 1, maxLength: 50 }, externalId: { type: 'string', minLength: 1, maxLength: 100 } },
      required: ['provider', 'externalId'],
      additionalProperties: false,
    },
    maxItems: 50,
    'x-ui': { tab: 'relations' },
  },
  /** option articles preselected when the article is put in the cart */
  defaults: { ...refs('optionArticle'), 'x-ui': { tab: 'relations' } },
  sortOrder: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 },
} as const;

const idList = { type: 'array', items: { type: 'string', format: 'objectId' }, minItems: 1, maxItems: 50000, uniqueItems: true } as const;
const idsBody = { type: 'object', properties: { ids: idList }, required: ['ids'], additionalProperties: false } as const;

/** Body of a reorder call: every id in its new order. */
export const sortBody = idsBody;

/**
 * The bulk flag calls of spec part 2 §4/§7 ("bulk PATCH activate, deactivate, visible, hide,
 * control activate and deactivate ... per venue"), each gated by its own permission (§6). One
 * request each, `{ ids }` in the body; the hook sets one flag on all of them in one transaction.
 * Price lock has its own pair (permission `<resource>.price.lock`). Categories have no activate
 * permission of their own (§6 lists create, update, delete, view, visible, hide): update gates it.
 */
export function foodcardBulkActions<R extends string>(resource: R, opts: { control?: boolean; priceLock?: boolean; activateAccess?: string } = {}) {
  const action = <A extends string>(path: string, access: A) => ({ call: `PATCH venue/{venue}/${path}`, access, bulk: true, body: idsBody }) as const;
  return {
    activate: action('activate', opts.activateAccess ?? `${resource}.activate`),
    deactivate: action('deactivate', opts.activateAccess ?? `${resource}.deactivate`),
    visible: action('visible', `${resource}.visible`),
    hide: action('hide', `${resource}.hide`),
    ...(opts.control === false ? {} : {
      controlActivate: action('control/activate', `${resource}.control.activate`),
      controlDeactivate: action('control/deactivate', `${resource}.control.deactivate`),
    }),
    ...(opts.priceLock === false ? {} : {
      priceLock: action('price/lock', `${resource}.price.lock`),
      priceUnlock: action('price/unlock', `${resource}.price.lock`),
    }),
  };
}

/** What each bulk flag call sets. */
export const BULK_FLAGS = {
  activate: ['isActive', true],
  deactivate: ['isActive', false],
  visible: ['visible', true],
  hide: ['visible', false],
  controlActivate: ['isControlArticle', true],
  controlDeactivate: ['isControlArticle', false],
  priceLock: ['priceIsLocked', true],
  priceUnlock: ['priceIsLocked', false],
} as const;

/**
 * Calls of the venue-bound foodcard entities (spec part 2 §7 shows no paths): lists and creates
 * name the venue in the path, single records are addressed by id.
 */
export function foodcardApi<B extends string>(base: B) {
  return {
    base,
    list: 'GET venue/{venue}',
    all: 'GET venue/{venue}/all',
    query: 'GET venue/{venue}/query',
    create: 'POST venue/{venue}',
    show: 'GET {id}',
    update: 'PATCH {id}',
    delete: 'DELETE {id}',
    hardDelete: 'DELETE {id}/hard',
    bulkUpdate: 'PATCH venue/{venue}/bulk',
    bulkDelete: 'DELETE venue/{venue}/bulk',
  } as const;
}
