import { allows, type Principal } from '../access/principal';
import { AppError } from '../errors';

/**
 * For hooks of records whose venue comes in the body: they read or change the venue's other
 * records before the items service checks the tenant, so they check it first, with the same
 * 404 the service would give.
 */
export function assertVenueAllowed(p: Principal, venue: unknown): asserts venue is string {
  if (typeof venue !== 'string' || !allows(p.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
}
