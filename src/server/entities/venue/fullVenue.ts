import type { ActionContext } from '../../crud/EntityHooks';
import { countVenueRecords } from './countVenueRecords';

/** `GET general/venue/{id}/full`: the venue record and the counts of what it holds. */
export async function fullVenue(ctx: ActionContext) {
  const venue = await ctx.services.items.show(ctx.entity, ctx.principal, ctx.params.id);
  return { venue, counts: await countVenueRecords(ctx.services, ctx.principal, venue._id) };
}
