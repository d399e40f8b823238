import { dayInZone, zoneOf } from '../../../core/venueTime';
import type { ActionContext } from '../../crud/EntityHooks';
import { endOfDayFigures } from './endOfDayFigures';

/**
 * `GET general/venue/{venue}/endOfDay?date=YYYY-MM-DD`: the closing figures of one day on the
 * venue's clock (default: today there), as endOfDayFigures counts them with the caller's rights.
 */
export async function endOfDay(ctx: ActionContext) {
  const venue = await ctx.services.items.show(ctx.entity, ctx.principal, ctx.params.venue);
  const date = typeof ctx.query.date === 'string' ? ctx.query.date : dayInZone(new Date().toISOString(), zoneOf(venue.timezone));
  return endOfDayFigures(ctx.services, ctx.principal, venue, date);
}
