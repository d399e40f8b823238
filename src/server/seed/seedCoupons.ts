import { systemPrincipal } from '../access/systemPrincipal';
import { generateCodes } from '../entities/promoCode/generateCodes';
import type { Services } from '../services';

/**
 * Demo coupons (deprecated but still served): per venue a birthday coupon, a switched-off free
 * drink coupon and a generated batch of five, so the list, the venue switch and the exports have
 * both states to show.
 */
export async function seedCoupons(services: Services, venueIds: readonly string[]): Promise<void> {
  const entity = services.registry.get('coupon')!;
  const sys = systemPrincipal;
  for (const [i, venue] of venueIds.entries()) {
    const n = i + 1;
    await services.items.create(entity, sys, { name: 'Birthday', code: `BDAY${n}`, type: 'absolute', value: 5, mov: 10, venue });
    await services.items.create(entity, sys, { name: 'Free drink', code: `DRINK${n}`, type: 'freeArticle', venue, active: false });
    await generateCodes(services, entity, sys, { name: 'Mailing', type: 'relative', percent: 0.1, venue, generateAmount: 5, prefix: `C${n}` });
  }
}
