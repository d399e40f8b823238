import { randomBytes } from 'node:crypto';
import { loadHooks } from '../registry/loadHooks';
import { systemPrincipal } from '../access/systemPrincipal';
import type { CompanyDoc, TableDoc, UserDoc, VenueDoc } from '../../core/entityTypes';
import type { Services } from '../services';
import { DEMO_ROLES } from './demoRoles';
import { seedOrders } from './seedOrders';
import { demoSales } from '../reporting/demoSales';
import { seedPayments } from './seedPayments';
import { seedOrderLogs } from './seedOrderLogs';
import { seedFoodcard } from './seedFoodcard';
import { seedLoyalty } from './seedLoyalty';
import { seedCustomers } from './seedCustomers';
import { seedSubscriptions } from './seedSubscriptions';
import { seedCupCodes } from './seedCupCodes';
import { seedCoupons } from './seedCoupons';
import { seedPromo } from './seedPromo';
import { seedProvision } from './seedProvision';
import { seedSepa } from './seedSepa';
import { seedBilling } from './seedBilling';

export interface SeedResult {
  adminEmail: string;
  password: string;
  generated: boolean;
}

/** Open every day 11:00–22:00, so the demo venues can be published right away. */
const DEMO_HOURS = {
  regular: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, [{ from: '11:00', to: '22:00' }]])),
};

/** A password that meets the spec's rule (capital, digit, 8+ characters). */
function generatePassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}7A`;
}

/**
 * Seeds an empty database: the admin account and one demo customer group with three venues,
 * tables, a company, a venue label and users of different roles. Writes go through the items
 * service, so the seed is validated and audited like any other write.
 * `salesHistory` adds two months of orders for the sales and statistics screens (the running demo
 * asks for it; the tests' seed does not, its figures are fixed by the contract tests).
 */
export async function seedDemo(services: Services, adminPassword?: string, opts: { salesHistory?: boolean } = {}): Promise<SeedResult | null> {
  const { items, registry } = services;
  const e = (id: string) => registry.get(id)!;
  const existing = await services.db.kysely.selectFrom('user').select('_id').limit(1).execute();
  if (existing.length) return null;
  // Several processes starting together on one empty database: the one that claims the seed
  // writes it, the others start without seeding (their unique slugs would collide otherwise).
  const claimed = await services.db.kysely.insertInto('settings').values({ key: 'demoSeed', value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
  if (!claimed) return null;

  const password = adminPassword || generatePassword();
  const sys = systemPrincipal;
  for (const role of DEMO_ROLES) await items.create(e('role'), sys, role);

  const group = await items.create(e('customerGroup'), sys, { name: 'Demo Burger Company', slug: 'demo_burger' });
  const venueData: VenueDoc[] = [
    { name: 'Burger Mitte', readableId: 'BM01', city: 'Berlin', street: 'Friedrichstraße', number: '12', postalCode: '10117' },
    { name: 'Burger Hafen', readableId: 'BH02', city: 'Hamburg', street: 'Am Sandtorkai', number: '3', postalCode: '20457' },
    { name: 'Burger Altstadt', readableId: 'BA03', city: 'München', street: 'Marienplatz', number: '8', postalCode: '80331' },
  ];
  const venues = [];
  for (const v of venueData) {
    const doc: VenueDoc = { ...v, country: 'de', currency: 'euro', locType: 'restaurant', customerGroup: group._id, openingHours: DEMO_HOURS };
    venues.push(await items.create(e('venue'), sys, doc));
  }
  for (const [i, venue] of venues.entries()) {
    for (let n = 1; n <= 6; n++) {
      const table: TableDoc = { number: String(n), description: n <= 4 ? 'Innen' : 'Terrasse', active: n !== 6 };
      await items.create(e('table'), sys, table, { venue: venue._id });
    }
    const company: CompanyDoc = {
      venue: venue._id, name: `Office Lunch ${i + 1} GmbH`, companyCode: `LUNCH${i + 1}`, email: `lunch${i + 1}@example.com`,
      phoneNumber: '+4930123456' + i, orderMinimum: 10, subsidy: 3.5, iban: 'DE89370400440532013000', storeDiscount: 5,
    };
    await items.create(e('company'), sys, company);
  }
  await seedOrders(services, venues.map((v) => v._id));
  await seedPayments(services);
  await seedOrderLogs(services);
  await seedFoodcard(services, venues.map((v) => v._id));
  await seedLoyalty(services, group._id, venues[0]._id);
  await seedCustomers(services, venues);
  await seedSubscriptions(services, group._id, venues[0]._id);
  await seedCupCodes(services, venues.map((v) => v._id), group._id);
  await seedCoupons(services, venues.map((v) => v._id));
  await seedPromo(services, group._id, venues.map((v) => v._id));
  await seedProvision(services, venues.map((v) => v._id));
  await seedSepa(services, group._id, venues.map((v) => v._id));
  await seedBilling(services, venues.map((v) => v._id));
  if (opts.salesHistory) await demoSales(services, venues.map((v) => v._id));
  const label = await items.create(e('venueLabel'), sys, { name: 'City centre', slug: 'city-centre', venues: [venues[0]._id], customerGroup: group._id });

  const users: Omit<UserDoc, 'password'>[] = [
    { name: 'Admin', email: 'admin@example.com', role: 'admin' },
    { name: 'Mia Manager', email: 'manager@example.com', role: 'manager', customerGroup: group._id },
    { name: 'Otto Operator', email: 'operator@example.com', role: 'operator', venues: [venues[0]._id, venues[1]._id] },
    { name: 'Sam Staff', email: 'staff@example.com', role: 'staff', venueLabels: [label._id] },
  ];
  const userIds: Record<string, string> = {};
  for (const u of users) userIds[String(u.email)] = (await items.create(e('user'), sys, { ...u, password }))._id;
  // Entities newer than this file keep their demo records in their own home (hooks' demo()).
  for (const h of (await loadHooks(registry)).values()) await h.demo?.(services, { group: group._id, venues: venues.map((v) => v._id), users: userIds });
  return { adminEmail: 'admin@example.com', password, generated: !adminPassword };
}
