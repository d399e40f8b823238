/**
 * The fields of the simple article edit (spec part 2 §2 /article/{category}/{id}/edit/simple,
 * permission article.update.simple): what a venue's staff changes day to day (names and texts,
 * prices, whether it is offered, allergen information), not numbering, tax, POS mappings or
 * relations. The server's simple call accepts exactly these; the simple screen shows exactly these.
 */
export const articleSimpleFields = [
  'name', 'description', 'shortDescription', 'price', 'prices', 'visible', 'isActive', 'allergens', 'additives', 'traces',
] as const;

/** The same for option groups (/option/{id}/edit/simple, option.update.simple): texts and the shown flags. */
export const optionSimpleFields = ['name', 'description', 'visible', 'isActive'] as const;
