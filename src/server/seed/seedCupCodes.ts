import { systemPrincipal } from '../access/systemPrincipal';
import type { Services } from '../services';

/**
 * Demo cup codes: numbers 1001–1050 for the first venue and 2001–2020 for the second, each batch
 * for the demo brand, with a few codes of the second venue switched off (cups taken out of use).
 */
export async function seedCupCodes(services: Services, venues: readonly string[], customerGroup: string): Promise<void> {
  const entity = services.registry.get('cupCode')!;
  const batches: [string, number, number][] = [[venues[0], 1001, 50], [venues[1], 2001, 20]];
  await services.items.transaction(async (items) => {
    for (const [venue, startingFrom, quantity] of batches) {
      for (let number = startingFrom; number < startingFrom + quantity; number++) {
        const active = !(venue === venues[1] && number > 2016);
        await items.create(entity, systemPrincipal, { venue, number, active, quantity, startingFrom, customerGroups: [customerGroup] });
      }
    }
  });
}
