import { writeAudit } from '../../../crud/audit';
import type { ActionContext } from '../../../crud/EntityHooks';
import type { ApiRecord } from '../../../crud/rowToRecord';
import { AppError } from '../../../errors';
import { venueInScope } from '../../../io/venueInScope';
import type { DelfiClient, VenueInfo, VenueInfoFields } from './DelfiClient';


function requireDelfi(ctx: ActionContext): DelfiClient {
  if (!ctx.services.delfi) throw new AppError('DELFI_NOT_CONFIGURED');
  return ctx.services.delfi;
}

/** What was sent to the service, on the venue's audit trail (nothing is stored here). */
async function audit(ctx: ActionContext, action: string, venue: ApiRecord, sent: VenueInfoFields) {
  const { db, registry } = ctx.services;
  const changes = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, { before: null, after: v }]));
  await writeAudit(db.kysely, registry, {
    action, entity: ctx.entity, principal: ctx.principal, subject: String(venue._id), changes,
    venue: String(venue._id), customer_group: (venue.customerGroup as string | undefined) ?? null, record: venue,
  });
}

/**
 * The delivery-information service's calls (spec part 1 §7): the server forwards them to the
 * outside service (DelfiClient) for a venue in the caller's scope, read first (outside it a 404
 * whatever else is wrong, and the service is never asked); writes are audited on the venue.
 */
export const delfiActions = {
  /** `GET delfi/venueInfo/{venue}` */
  async delfiVenueInfo(ctx: ActionContext): Promise<VenueInfo | null> {
    await venueInScope(ctx.services, ctx.principal, ctx.params.venue);
    return requireDelfi(ctx).get(ctx.params.venue);
  },
  /** `POST delfi/venueInfo {venue, ...}` */
  async delfiCreateVenueInfo(ctx: ActionContext): Promise<VenueInfo> {
    const { venue: id, ...fields } = ctx.body as VenueInfoFields & { venue: string };
    const venue = await venueInScope(ctx.services, ctx.principal, id);
    const info = await requireDelfi(ctx).create(id, fields);
    await audit(ctx, 'delfiCreateVenueInfo', venue, fields);
    return info;
  },
  /** `PATCH delfi/venueInfo/{venue} {...}` */
  async delfiUpdateVenueInfo(ctx: ActionContext): Promise<VenueInfo> {
    const fields = ctx.body as VenueInfoFields;
    const venue = await venueInScope(ctx.services, ctx.principal, ctx.params.venue);
    const info = await requireDelfi(ctx).update(ctx.params.venue, fields);
    await audit(ctx, 'delfiUpdateVenueInfo', venue, fields);
    return info;
  },
};
