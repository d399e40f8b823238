import type { Principal } from '../../access/principal';
import type { Items } from '../../crud/Items';
import type { ApiRecord } from '../../crud/rowToRecord';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import type { SepaProvider } from './SepaProvider';

export function requireSepa(services: Pick<Services, 'sepa'>): SepaProvider {
  if (!services.sepa) throw new AppError('SEPA_NOT_CONFIGURED');
  return services.sepa;
}

/** Live mandates in the caller's scope naming any of `venues` (none given: all of them), newest first. */
export function mandatesOf(items: Items, services: Pick<Services, 'registry'>, p: Principal, venues?: string[]): Promise<ApiRecord[]> {
  const sepa = services.registry.get('sepa')!;
  return items.all(sepa, p, { filters: venues ? { venues } : {}, ranges: {}, sort: 'createdAt', direction: 'desc' });
}

/** The registered mandate that pays `venue`'s invoices, or SEPA_NO_MANDATE. */
export async function activeMandateFor(items: Items, services: Pick<Services, 'registry'>, p: Principal, venue: string): Promise<ApiRecord> {
  const found = (await mandatesOf(items, services, p, [venue])).find((m) => m.status === 'active' && m.mandateReference);
  if (!found) throw new AppError('SEPA_NO_MANDATE', { venue });
  return found;
}
