import { systemPrincipal } from '../access/systemPrincipal';
import { provisionAmount } from '../entities/provision/provisionAmount';
import type { Services } from '../services';
import provisionHooks from '../entities/provision';

/** YYYY-MM of the month `back` months before now (UTC). */
function monthsAgo(back: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

/** Provision rates of the demo venues: percent and a fixed euro amount per order. */
const RATES = [{ rate: 5, fixed: 0.1 }, { rate: 4.5, fixed: 0 }, { rate: 3.25, fixed: 0.05 }];

/**
 * Provision in every status for /provision: the demo orders (last 30 days) make the current and
 * the previous month unclaimed with live amounts; the first venue's previous month is claimed
 * (waiting), the second's was claimed and reset (notClaimed with its log), and the two months
 * before are stored as paid out (success).
 */
export async function seedProvision(services: Services, venueIds: readonly string[]): Promise<void> {
  const { items, registry } = services;
  const entity = registry.get('provision')!;
  const sys = systemPrincipal;
  const at = (back: number, day: number) => `${monthsAgo(back)}-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  for (const [i, venue] of venueIds.entries()) {
    const { rate, fixed } = RATES[i % RATES.length];
    await items.update(registry.get('venue')!, sys, venue, { provisionRate: rate, provisionFixedRate: fixed });
    for (const back of [2, 3]) {
      const orderCount = 120 + 17 * i + back * 9;
      const revenue = orderCount * (2350 + 131 * i);
      const claimedAt = at(back - 1, 2);
      const confirmedAt = at(back - 1, 9);
      await items.create(entity, sys, {
        venue, month: monthsAgo(back), status: 'success', currency: 'euro', revenue, orderCount, provision: provisionAmount(revenue, orderCount, rate, fixed),
        claimedAt, claimedBy: 'manager@example.com', confirmedAt,
        logs: [
          { at: claimedAt, by: 'manager@example.com', action: 'claim', from: 'notClaimed', to: 'waiting' },
          { at: confirmedAt, by: 'admin@example.com', action: 'confirm', from: 'waiting', to: 'success' },
        ],
      });
    }
  }
  const previous = monthsAgo(1);
  const manager = { ...sys, email: 'manager@example.com', name: 'Mia Manager' };
  if (venueIds[0]) await claimDemo(services, manager, venueIds[0], previous, false);
  if (venueIds[1]) await claimDemo(services, manager, venueIds[1], previous, true);
}

/** Claims (and optionally resets) a month through the provision actions, as the screen would. */
async function claimDemo(services: Services, principal: typeof systemPrincipal, venue: string, month: string, reset: boolean): Promise<void> {
  const entity = services.registry.get('provision')!;
  const ctx = { entity, principal, params: { venue }, query: { month }, body: undefined, lang: 'de' as const, services };
  await provisionHooks.actions!.claim(ctx);
  if (reset) await provisionHooks.actions!.reset(ctx);
}
