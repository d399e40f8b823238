/** Form and show tabs by name (`x-ui.tab`), for every entity without its own `resources.<id>.tabs`. */
export const formTabsEn = {
  general: 'General',
  order: 'Order',
  payment: 'Payment',
  terminal: 'Terminal',
  preorder: 'Preorder',
  slotting: 'Slotting',
  openingHours: 'Opening hours',
  deliveryHours: 'Delivery hours',
  deliveryProviders: 'Delivery providers',
  prices: 'Prices',
  ingredients: 'Ingredients',
  nutrition: 'Nutrition',
  loyalty: 'Loyalty',
  availability: 'Availability',
  relations: 'Options and relations',
  slots: 'Slots',
};
