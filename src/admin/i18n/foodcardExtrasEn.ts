/**
 * Labels of product combos, inventory, upsells and basket recommendations (spread into
 * `resources`), with the texts of their screens under `screen`.
 */
export const foodcardExtrasEn = {
  productCombo: {
    name: 'Product combo |||| Product combos',
    fields: {
      venue: 'Venue',
      name: 'Name',
      internalName: 'Internal name',
      description: 'Description',
      price: 'Combo price',
      slots: 'Slots',
      'slots.name': 'Slot name',
      'slots.articles': 'Articles',
      'slots.options': 'Option groups',
      'slots.quantity': 'Quantity',
      search: 'Search text',
      isActive: 'Active',
      sortOrder: 'Sort order',
    },
    tabs: { slots: 'Slots' },
  },
  inventory: {
    name: 'Inventory entry |||| Inventory',
    fields: {
      venue: 'Venue',
      name: 'Stock item',
      stock: 'Stock',
      articles: 'Articles',
      options: 'Option articles',
    },
    actions: { grouped: 'Stock by product' },
    screen: {
      articles: 'Articles',
      options: 'Options',
      search: 'Search',
      ignoreByNumber: 'Ignore numbers',
      ignoreHelp: 'Comma-separated article or option numbers to leave out',
      product: 'Product',
      number: 'Number',
      optionNumber: 'Option number',
      entry: 'Stock item',
      stock: 'Stock',
      empty: 'No products found.',
    },
  },
  upsell: {
    name: 'Upsell |||| Upsells',
    fields: {
      venue: 'Venue',
      type: 'Type',
      position: 'Position',
      article: 'Article',
      pluSmall: 'PLU small',
      pluLarge: 'PLU large',
      mov: 'Minimum order value',
      roundTo: 'Round to',
      pluToAdd: 'PLU to add',
      isMaster: 'Master upsell',
    },
    actions: { byType: 'Upsell of a type' },
    enums: { type: { addon: 'Basket upsell', goal: 'Rounding upsell', upgrade: 'Article upsell' } },
    screen: {
      help: {
        addon: 'Offers the article (without one, the basket recommendations) once the basket reaches the minimum order value.',
        goal: 'Rounds the basket up to a multiple of the amount by adding the article with the PLU to add.',
        upgrade: 'Offers the large article instead of the small one.',
      },
      none: 'There is no upsell of this type yet.',
      saved: 'Upsell saved',
      deleted: 'Upsell removed',
    },
  },
  cartRecommendation: {
    name: 'Basket recommendation |||| Basket recommendations',
    fields: {
      venue: 'Venue',
      orderType: 'Order type',
      subOrderType: 'Sub order type',
      articles: 'Recommended articles',
    },
    actions: { result: 'Try a basket' },
    enums: { orderType: { inside: 'Eat in', takeaway: 'Takeaway', delivery: 'Delivery' } },
    screen: {
      title: 'Try a basket',
      basket: 'Articles in the basket',
      run: 'Show recommendations',
      result: 'Recommended for this basket',
      none: 'Nothing to recommend for this basket.',
    },
  },
};
