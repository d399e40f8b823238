import { sql } from 'kysely';
import type { Entity } from '../../../core/registry';
import { allows, type Principal } from '../../access/principal';
import { writeAudit } from '../../crud/audit';
import type { Services } from '../../services';
import { AppError } from '../../errors';

/**
 * PATCH general/venue/{venue}/promoCodes/enable | disable: every live code of the venue on or off
 * in one UPDATE (a venue may hold 100,000 generated codes) and one audit entry naming the count.
 */
export async function setVenueCodes(services: Services, entity: Entity, p: Principal, venue: string, active: boolean): Promise<{ count: number }> {
  if (!allows(p.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
  const d = services.db.dialect;
  const v = await services.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).where('deleted_at', 'is', null).executeTakeFirst();
  if (!v) throw new AppError('NOT_FOUND', { resource: 'venue' });
  const now = new Date().toISOString();
  const set = d === 'sqlite' ? sql`json_set("doc", '$.active', json(${active ? 'true' : 'false'}))` : sql`jsonb_set("doc", '{active}', ${active ? 'true' : 'false'}::jsonb)`;
  const current = d === 'sqlite' ? sql`json_extract("doc", '$.active')` : sql`("doc"->>'active')::boolean`;
  const count = await services.db.kysely.transaction().execute(async (trx) => {
    const res = await sql`update ${sql.table(entity.table)} set "doc" = ${set}, "updated_at" = ${now}
      where "venue" = ${venue} and "deleted_at" is null and coalesce(${current}, ${d === 'sqlite' ? sql`0` : sql`false`}) ${active ? sql`=` : sql`<>`} ${d === 'sqlite' ? sql`0` : sql`false`}`.execute(trx);
    const n = Number(res.numAffectedRows ?? 0);
    await writeAudit(trx, services.registry, {
      action: active ? 'enableVenue' : 'disableVenue', entity, principal: p, subject: venue,
      changes: { active: { before: !active, after: active }, count: { before: null, after: n } }, venue, customer_group: v.customer_group ?? null,
    });
    return n;
  });
  services.onWrite(entity);
  return { count };
}
