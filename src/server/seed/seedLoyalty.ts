import { systemPrincipal } from '../access/systemPrincipal';
import type { Services } from '../services';

/** Campaign ids of the demo rewards: two articles of the first venue become rewards. */
const DEMO_REWARDS = [
  { loyaltyId: 'camp_free_fries', requiredLoyaltyPoints: 150 },
  { loyaltyId: 'camp_free_drink', requiredLoyaltyPoints: 80 },
];

/**
 * The demo brand's loyalty: an internal program (its rewards are articles with a campaign id, so
 * the rewards panel works without an outside provider) and two membership levels.
 */
export async function seedLoyalty(services: Services, customerGroup: string, venue: string): Promise<void> {
  const { items, registry } = services;
  const e = (id: string) => registry.get(id)!;
  await items.create(e('loyaltyProgram'), systemPrincipal, { type: 'internal', customerGroup, operator: 'Demo Burger Company', supportingPos: false });
  await items.create(e('membership'), systemPrincipal, { name: 'Silver', tier: 1, multiplier: 1, neededPoints: 0, customerGroup });
  await items.create(e('membership'), systemPrincipal, { name: 'Gold', tier: 2, multiplier: 1.5, neededPoints: 500, customerGroup });
  const articles = await services.db.kysely.selectFrom('article').select('_id').where('venue', '=', venue).where('deleted_at', 'is', null)
    .orderBy('_id').limit(DEMO_REWARDS.length).execute();
  for (const [i, a] of articles.entries()) await items.update(e('article'), systemPrincipal, a._id, DEMO_REWARDS[i]);
}
