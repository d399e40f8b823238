import { systemPrincipal } from '../access/systemPrincipal';
import { generateCodes } from '../entities/promoCode/generateCodes';
import type { Services } from '../services';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo promo codes: per venue a few named codes (one inactive, one expired), a generated batch of
 * ten, and a brand-wide welcome code, so the list, filters and exports show both states.
 */
export async function seedPromo(services: Services, customerGroup: string, venueIds: readonly string[]): Promise<void> {
  const entity = services.registry.get('promoCode')!;
  const sys = systemPrincipal;
  const now = Date.now();
  const iso = (days: number) => new Date(now + days * DAY).toISOString();
  await services.items.create(entity, sys, { name: 'Welcome', code: 'WELCOME10', type: 'relative', percent: 0.1, customerGroup, registrationRequired: true });
  for (const [i, venue] of venueIds.entries()) {
    const n = i + 1;
    await services.items.create(entity, sys, { name: 'Lunch deal', code: `LUNCH${n}`, type: 'absolute', value: 3, mov: 15, venue, from: iso(-7), to: iso(30) });
    await services.items.create(entity, sys, { name: 'Happy hour', code: `HAPPY${n}`, type: 'relative', percent: 0.2, venue, active: false });
    await services.items.create(entity, sys, { name: 'Summer', code: `SUMMER${n}`, type: 'relative', percent: 0.15, venue, from: iso(-90), to: iso(-30) });
    await services.items.create(entity, sys, { name: 'Free delivery', code: `FREEDEL${n}`, type: 'deliveryFee', venue, usageFrequency: 'weekly' });
    await generateCodes(services, entity, sys, { name: 'Flyer', type: 'relative', percent: 0.25, venue, generateAmount: 10, prefix: `F${n}` });
  }
}
