import type { Principal } from '../../access/principal';
import type { ApiRecord } from '../../crud/rowToRecord';
import { newId } from '../../crud/newId';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { mandatesOf, requireSepa } from './sepaMandates';

export interface MandateInput {
  merchantId: string;
  merchantName: string;
  venues: string[];
}

/**
 * POST v1/sepa/create (spec part 2 §4: a new registration link replaces the existing mandate).
 * Every venue must be the caller's (404 otherwise) and of one customer group. The provider is
 * asked first, outside any transaction; then, in one transaction, the mandates naming any of the
 * venues are deleted (audited) and the new one is stored with its link, pending registration.
 * A provider failure changes nothing.
 */
export async function createMandate(services: Services, p: Principal, input: MandateInput): Promise<ApiRecord> {
  const venueEntity = services.registry.get('venue')!;
  const groups = new Set<string | null>();
  for (const id of input.venues) {
    const venue = await services.items.show(venueEntity, p, id);
    groups.add((venue.customerGroup as string | undefined) ?? null);
  }
  if (groups.size > 1) throw new AppError('SEPA_VENUES_MIXED');
  const [customerGroup] = [...groups];
  const provider = requireSepa(services);
  const created = await provider.createMandate({ ...input, returnUrl: `${services.config.publicUrl}/sepa` }, `sepa-mandate-${newId()}`);
  const sepa = services.registry.get('sepa')!;
  return services.items.transaction(async (items) => {
    for (const old of await mandatesOf(items, services, p, input.venues)) await items.remove(sepa, p, String(old._id), false);
    return items.create(sepa, p, {
      merchantId: input.merchantId, merchantName: input.merchantName, venues: input.venues,
      ...(customerGroup ? { customerGroup } : {}),
      status: 'pending', registrationLink: created.registrationLink, providerMandateId: created.id,
    });
  });
}
