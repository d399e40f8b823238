import type { Principal } from '../access/principal';
import type { ApiRecord } from '../crud/rowToRecord';
import type { Services } from '../services';

/** The venue, read with the caller's rights: a venue outside them is "not found" (404), never revealed. */
export function venueInScope(services: Services, principal: Principal, venue: string): Promise<ApiRecord> {
  return services.items.show(services.registry.get('venue')!, principal, venue);
}
