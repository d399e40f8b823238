import { sql, type RawBuilder } from 'kysely';
import { zoneOf, DEFAULT_ZONE } from '../../core/venueTime';
import type { Principal } from '../access/principal';
import { allows } from '../access/principal';
import { scopeFilter } from '../access/scopeFilter';
import { parseDoc } from '../crud/rowToRecord';
import { AppError } from '../errors';
import type { Services } from '../services';
import type { VenueSet } from './salesFigures';

export interface SalesVenue { _id: string; name: string; readableId?: string; customerGroup: string | null; timezone: string; currency: string }

/** The venues a statistics call covers, with the ids to filter the roll-up by and the clock its named periods use. */
export interface SalesScope {
  venues: SalesVenue[];
  ids: VenueSet;
  /** the one venue's zone, else the default (Europe/Berlin) */
  zone: string;
}

async function readVenues(services: Services, principal: Principal, extra: RawBuilder<unknown> | null): Promise<SalesVenue[]> {
  const entity = services.registry.get('venue')!;
  const tenant = scopeFilter(entity, principal, services.db.dialect);
  const res = await sql<{ _id: string; customer_group: string | null; doc: unknown }>`select "_id", "customer_group", "doc" from "venue"
    where "deleted_at" is null ${tenant ? sql`and ${tenant}` : sql``} ${extra ? sql`and ${extra}` : sql``}`.execute(services.db.kysely);
  return res.rows.map((r) => {
    const d = parseDoc(r.doc);
    return {
      _id: r._id, name: String(d.name ?? ''), ...(d.readableId ? { readableId: String(d.readableId) } : {}),
      customerGroup: r.customer_group, timezone: zoneOf(d.timezone), currency: String(d.currency ?? 'euro'),
    };
  }).sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}

const scopeOf = (venues: SalesVenue[], ids: VenueSet): SalesScope => ({ venues, ids, zone: venues.length === 1 ? venues[0].timezone : DEFAULT_ZONE });

/**
 * The caller's live venues, or those of `requested` (each inside the caller's scope, else a 404 as
 * a record outside it is). Always by id, an admin's too: a deleted venue's orders leave the totals
 * with the venue, so totals and the per-venue rows agree.
 */
export async function venueScope(services: Services, principal: Principal, requested: readonly string[] = []): Promise<SalesScope> {
  const wanted = [...new Set(requested)];
  if (wanted.length) {
    const venues = await readVenues(services, principal, sql`"_id" in (${sql.join(wanted)})`);
    if (venues.length !== wanted.length) throw new AppError('NOT_FOUND', { resource: 'venue' });
    return scopeOf(venues, venues.map((v) => v._id));
  }
  const venues = await readVenues(services, principal, null);
  return scopeOf(venues, venues.map((v) => v._id));
}

/** The venues of a customer group the caller may see (a group outside its scope, or unknown, is a 404). */
export async function groupScope(services: Services, principal: Principal, group: string): Promise<SalesScope> {
  const table = services.registry.get('customerGroup')!.table;
  const found = allows(principal.groupIds, group)
    && (await sql`select 1 as one from ${sql.table(table)} where "_id" = ${group} and "deleted_at" is null`.execute(services.db.kysely)).rows.length > 0;
  if (!found) throw new AppError('NOT_FOUND', { resource: 'customerGroup' });
  const venues = await readVenues(services, principal, sql`"customer_group" = ${group}`);
  return scopeOf(venues, venues.map((v) => v._id));
}

/** Customer group names by id (the brand split of the flavor permissions). */
export async function groupNames(services: Services, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const table = services.registry.get('customerGroup')!.table;
  const res = await sql<{ _id: string; doc: unknown }>`select "_id", "doc" from ${sql.table(table)} where "_id" in (${sql.join(ids)})`.execute(services.db.kysely);
  return new Map(res.rows.map((r) => [r._id, String(parseDoc(r.doc).name ?? '')]));
}
