import { weekdays } from '../../../schemas/_fragments/opening-hours';

/** The words one language needs for every foodcard label; foodcard{En,De,Fr}.ts fill it in. */
export interface FoodcardWords {
  system: Record<'id' | '_id' | 'createdAt' | 'updatedAt' | 'deletedAt', string>;
  names: Record<'category' | 'article' | 'option' | 'optionArticle' | 'tag' | 'constrain' | 'printGroup', string>;
  /** field labels shared by several entities, by field name */
  fields: Record<string, string>;
  orderTypes: Record<'inside' | 'takeaway' | 'delivery', string>;
  channels: Record<'standard' | 'inside' | 'takeaway' | 'delivery' | 'web', string>;
  nutrients: Record<'energyKj' | 'energyKcal' | 'fat' | 'saturatedFat' | 'carbohydrates' | 'sugar' | 'fibre' | 'protein' | 'salt', string>;
  nutrition: Record<'portionSize' | 'perPortion' | 'per100g' | 'per100ml', string>;
  dimensions: Record<'height' | 'width' | 'length' | 'weight', string>;
  days: Record<(typeof weekdays)[number], string>;
  from: string;
  to: string;
  dependency: Record<'option' | 'max', string>;
  /** edit tabs of the article forms (x-ui.tab) */
  tabs: Record<'general' | 'prices' | 'ingredients' | 'nutrition' | 'loyalty' | 'availability' | 'relations', string>;
  mapping: Record<'provider' | 'externalId', string>;
  actions: Record<
    'activate' | 'deactivate' | 'visible' | 'hide' | 'controlActivate' | 'controlDeactivate' | 'priceLock' | 'priceUnlock'
    | 'sort' | 'copy' | 'changeCategory' | 'copyToVenues' | 'hardDeleteMany',
    string
  >;
  enums: {
    displayMode: Record<string, string>;
    mainCategory: Record<string, string>;
    allergens: Record<string, string>;
    additives: Record<string, string>;
    traces: Record<string, string>;
    features: Record<string, string>;
    fsk: Record<string, string>;
  };
}

const pick = (w: FoodcardWords, ...keys: string[]) => Object.fromEntries(keys.map((k) => [k, w.fields[k]]));

function nested(prefix: string, title: string, children: Record<string, string>): Record<string, string> {
  return { [prefix]: title, ...Object.fromEntries(Object.entries(children).map(([k, v]) => [`${prefix}.${k}`, v])) };
}

function availableHours(w: FoodcardWords): Record<string, string> {
  const out: Record<string, string> = { availableHours: w.fields.availableHours };
  for (const day of weekdays) {
    out[`availableHours.${day}`] = w.days[day];
    out[`availableHours.${day}.from`] = w.from;
    out[`availableHours.${day}.to`] = w.to;
  }
  return out;
}

/** Fields articles and option articles share (schemas/_fragments/foodcard.ts articleProperties). */
function articleFields(w: FoodcardWords): Record<string, string> {
  const nutrients = (key: string) => nested(`nutrition.${key}`, w.nutrition[key as keyof FoodcardWords['nutrition']], w.nutrients);
  return {
    ...pick(w, 'name', 'internalName', 'description', 'shortDescription', 'price', 'taxInside', 'taxTakeaway', 'deposit',
      'priceIsLocked', 'number', 'gtin', 'plu', 'externalId', 'stock', 'visible', 'isActive', 'isControlArticle', 'isNoticeable',
      'internalNote', 'tags', 'tradegroups', 'printgroups', 'displayMode', 'image', 'banner', 'icon', 'allergens', 'additives',
      'traces', 'features', 'manufacturer', 'caffeineMg', 'alcoholPercentage', 'fsk', 'maxItemsPerCart', 'loyaltyId',
      'requiredLoyaltyPoints', 'recommendations', 'defaults', 'sortOrder', 'search'),
    ...nested('prices', w.fields.prices, w.orderTypes),
    ...nested('priceIsLockedByOrderType', w.fields.priceIsLockedByOrderType, w.orderTypes),
    nutrition: w.fields.nutrition,
    'nutrition.portionSize': w.nutrition.portionSize,
    ...nutrients('perPortion'),
    ...nutrients('per100g'),
    ...nutrients('per100ml'),
    ...nested('dimensions', w.fields.dimensions, w.dimensions),
    ...nested('availability', w.fields.availability, w.channels),
    ...availableHours(w),
    ...nested('dependencies', w.fields.dependencies, w.dependency),
    ...nested('mappings', w.fields.mappings, w.mapping),
  };
}

const bulk = (w: FoodcardWords, control: boolean) => ({
  activate: w.actions.activate,
  deactivate: w.actions.deactivate,
  visible: w.actions.visible,
  hide: w.actions.hide,
  ...(control ? { controlActivate: w.actions.controlActivate, controlDeactivate: w.actions.controlDeactivate, priceLock: w.actions.priceLock, priceUnlock: w.actions.priceUnlock } : {}),
});

/** `resources.*` entries of the foodcard entities, built from one language's words. */
export function foodcardResources(w: FoodcardWords) {
  const nameIdentifier = { ...w.system, ...pick(w, 'venue', 'name', 'identifier', 'sort', 'active') };
  return {
    category: {
      name: w.names.category,
      fields: {
        ...w.system,
        ...pick(w, 'venue', 'name', 'description', 'mainCategory', 'sortOrder', 'displayMode', 'visible', 'isActive', 'image', 'icon', 'search'),
        ...availableHours(w),
      },
      actions: { ...bulk(w, false), sort: w.actions.sort },
      tabs: { general: w.tabs.general, availability: w.tabs.availability },
    },
    article: {
      name: w.names.article,
      fields: { ...w.system, ...pick(w, 'venue', 'category'), ...articleFields(w) },
      tabs: w.tabs,
      actions: { ...bulk(w, true), changeCategory: w.actions.changeCategory, copy: w.actions.copy, copyToVenues: w.actions.copyToVenues },
    },
    option: {
      name: w.names.option,
      fields: {
        ...w.system,
        ...pick(w, 'venue', 'name', 'description', 'hasMultiple', 'limit', 'requiredAmount', 'sortOrder', 'displayMode',
          'displayIdentifiers', 'tags', 'printGroups', 'visible', 'isActive', 'isControlArticle', 'virtual', 'search'),
      },
      actions: { ...bulk(w, false), controlActivate: w.actions.controlActivate, controlDeactivate: w.actions.controlDeactivate, copy: w.actions.copy },
    },
    optionArticle: {
      name: w.names.optionArticle,
      fields: { ...w.system, ...pick(w, 'venue', 'option', 'optionNumber', 'requirements'), ...articleFields(w) },
      tabs: w.tabs,
      actions: bulk(w, true),
    },
    tag: {
      name: w.names.tag,
      fields: { ...nameIdentifier, recommendationTag: w.fields.recommendationTag },
      actions: { hardDeleteMany: w.actions.hardDeleteMany },
    },
    constrain: { name: w.names.constrain, fields: nameIdentifier, actions: { hardDeleteMany: w.actions.hardDeleteMany } },
    printGroup: { name: w.names.printGroup, fields: nameIdentifier, actions: { hardDeleteMany: w.actions.hardDeleteMany } },
  };
}
