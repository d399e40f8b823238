import { invalid, RULE_MESSAGES, ruleError } from '../../errors';
import type { GeoAddress } from '../../geo/Geocoder';
import type { ActionContext } from '../../crud/EntityHooks';

/** Spec part 1 §8. */
export const GPS_NOT_FOUND = RULE_MESSAGES.gpsNotFound;

/**
 * `POST {id}/gps` (spec part 1 §5, §8): looks up the position of the venue's address and stores
 * it, through the items service (tenant scope, audit as `gpsLookup`).
 */
export async function gpsLookup(ctx: ActionContext) {
  const { entity, principal, services } = ctx;
  const id = ctx.params.id;
  const record = await services.items.show(entity, principal, id);
  const address: GeoAddress = {};
  for (const k of ['street', 'number', 'postalCode', 'city', 'country'] as const) {
    if (typeof record[k] === 'string' && record[k]) address[k] = record[k] as string;
  }
  const found = Object.keys(address).length ? await services.geocoder.lookup(address) : null;
  if (!found) throw invalid([ruleError('latitude', 'gpsNotFound')]);
  return services.items.update(entity, principal, id, { latitude: found.lat, longitude: found.lng }, {}, 'gpsLookup');
}
