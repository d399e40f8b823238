import { systemPrincipal } from '../access/systemPrincipal';
import { parseDoc } from '../crud/rowToRecord';
import type { Services } from '../services';

/**
 * Demo subscriptions of the first demo venue (a lunch plan and a coffee flat rate over its seeded
 * articles) and a subscription category of the brand holding both, written through the items
 * service like any other write. Runs after the foodcard seed, whose articles it names by number.
 */
export async function seedSubscriptions(services: Services, customerGroup: string, venue: string): Promise<void> {
  const { items, registry } = services;
  const e = (id: string) => registry.get(id)!;
  const sys = systemPrincipal;
  const rows = await services.db.kysely.selectFrom(e('article').table).select(['_id', 'doc']).where('venue', '=', venue).where('deleted_at', 'is', null).execute();
  const byNumber = (...numbers: string[]) => rows.filter((r) => numbers.includes(String(parseDoc(r.doc).number))).map((r) => r._id as string);

  const lunch = await items.create(e('subscription'), sys, {
    venue, name: { de: 'Mittags-Abo', en: 'Lunch plan' }, description: { de: 'Ein Burger mit Beilage an jedem Werktag.', en: 'One burger with a side every working day.' },
    price: 49.9, factor: 1, unit: 'month', tax: 7, maxPricePerOrder: 14, maxPricePerArticle: 10, maxArticlesPerOrder: 2, maxOrdersPerDay: 1,
    minimumOrderOffset: 30, isActive: true, automaticallyRenew: true, useMasterFoodcard: false, linkedCustomerGroup: customerGroup,
    articles: byNumber('101', '102', '103', '201', '202'),
  });
  const coffee = await items.create(e('subscription'), sys, {
    venue, name: { de: 'Getränke-Flatrate', en: 'Drinks flat rate' }, price: 9.9, factor: 1, unit: 'week', tax: 19,
    maxArticlesPerOrder: 1, maxOrdersPerDay: 3, minimumOrderOffset: 0, isActive: true, automaticallyRenew: false,
    articles: byNumber('301', '302'),
  });
  await items.create(e('subscription'), sys, {
    venue, name: { de: 'Probe-Abo', en: 'Trial plan' }, price: 0, factor: 14, unit: 'day', isActive: false, articles: byNumber('101'),
  });
  await items.create(e('subscriptionCategory'), sys, {
    name: { de: 'Firmen-Abos', en: 'Company plans' }, description: { de: 'Abos für Mitarbeitende unserer Firmenkunden.', en: 'Plans for the staff of our business customers.' },
    customerGroup, venues: [venue], subscriptions: [lunch._id, coffee._id], canCombine: true, isActive: true,
  });
}
