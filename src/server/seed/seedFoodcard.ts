import { systemPrincipal } from '../access/systemPrincipal';
import type { Services } from '../services';

interface DemoArticle {
  name: string;
  en: string;
  number: string;
  price: number;
  allergens?: string[];
  additives?: number[];
  features?: string[];
}

const MENU: { name: string; en: string; mainCategory: 'dish' | 'beverage'; articles: DemoArticle[] }[] = [
  {
    name: 'Burger', en: 'Burgers', mainCategory: 'dish',
    articles: [
      { name: 'Classic Burger', en: 'Classic burger', number: '101', price: 8.9, allergens: ['gluten_wheat', 'milk', 'mustard', 'sesame'] },
      { name: 'Cheeseburger', en: 'Cheeseburger', number: '102', price: 9.5, allergens: ['gluten_wheat', 'milk', 'milk_lactose', 'mustard'], additives: [1] },
      { name: 'Veggie Burger', en: 'Veggie burger', number: '103', price: 9.9, allergens: ['gluten_wheat', 'soy', 'celery'], features: ['vegetarian'] },
    ],
  },
  {
    name: 'Beilagen', en: 'Sides', mainCategory: 'dish',
    articles: [
      { name: 'Pommes frites', en: 'French fries', number: '201', price: 3.5, features: ['vegan'] },
      { name: 'Süßkartoffel-Pommes', en: 'Sweet potato fries', number: '202', price: 4.5, features: ['vegan'] },
    ],
  },
  {
    name: 'Getränke', en: 'Drinks', mainCategory: 'beverage',
    articles: [
      { name: 'Cola 0,33 l', en: 'Cola 0.33 l', number: '301', price: 2.9, additives: [1, 11] },
      { name: 'Apfelschorle 0,5 l', en: 'Apple spritzer 0.5 l', number: '302', price: 3.2 },
    ],
  },
];

/**
 * A small real foodcard per demo venue (three categories, seven articles with allergens, a
 * required sauce group), written through the items service like any other write.
 */
export async function seedFoodcard(services: Services, venueIds: readonly string[]): Promise<void> {
  const { items, registry } = services;
  const e = (id: string) => registry.get(id)!;
  const sys = systemPrincipal;
  for (const venue of venueIds) {
    const scope = { venue };
    await items.create(e('tag'), sys, { venue, name: 'Beliebt', identifier: 'popular', recommendationTag: true });
    await items.create(e('printGroup'), sys, { venue, name: 'Küche', identifier: 'kitchen' });
    await items.create(e('constrain'), sys, { venue, name: 'Speisen', identifier: 'food' });
    const sauce = await items.create(e('option'), sys, { name: { de: 'Soße', en: 'Sauce' }, requiredAmount: 1, limit: 1 }, scope);
    for (const [i, [de, en]] of [['Ketchup', 'Ketchup'], ['Mayonnaise', 'Mayonnaise'], ['Barbecue', 'Barbecue']].entries()) {
      await items.create(e('optionArticle'), sys, { option: sauce._id, name: { de, en }, price: i === 2 ? 0.5 : 0, optionNumber: `S${i + 1}`, sortOrder: i }, scope);
    }
    for (const [ci, c] of MENU.entries()) {
      const category = await items.create(e('category'), sys, { name: { de: c.name, en: c.en }, mainCategory: c.mainCategory, sortOrder: ci }, scope);
      for (const [ai, a] of c.articles.entries()) {
        await items.create(e('article'), sys, {
          category: category._id, name: { de: a.name, en: a.en }, number: a.number, price: a.price,
          prices: { inside: a.price, takeaway: a.price, delivery: Math.round((a.price + 0.5) * 100) / 100 },
          allergens: a.allergens ?? [], additives: a.additives ?? [], features: a.features ?? [], sortOrder: ai,
          ...(c.mainCategory === 'dish' && ci === 0 ? { dependencies: [{ option: sauce._id, max: 1 }] } : {}),
        }, scope);
      }
    }
  }
}
