import { sql, type RawBuilder } from 'kysely';
import { allows } from '../../access/principal';
import { OBJECT_ID } from '../../crud/newId';
import { ROW_COLUMNS, type Doc, type Row } from '../../crud/rowToRecord';
import { fieldExpr } from '../../db/fieldExpr';
import { AppError, invalid } from '../../errors';
import { defineHooks } from '../../crud/EntityHooks';

/** More at once would not be read; the newest come first. */
const ACTIVE_LIMIT = 20;

/** Stored as UTC ISO text, so "valid now" is a text comparison on both databases. */
function normalizeDates(data: Doc): void {
  for (const f of ['validFrom', 'validTo'] as const) if (typeof data[f] === 'string') data[f] = new Date(data[f]).toISOString();
}


/**
 * Employee notifications: the author is recorded, the period must not end before it starts (the schema's x-rules),
 * and `GET active` answers what the banner shows. Who may target what is the tenant scope's
 * business (venueOrGroup): a non-admin names one of its venues or its group, never everybody.
 */
const hooks = defineHooks('employeeNotification', {
  beforeCreate(ctx, data) {
    normalizeDates(data);
    data.createdBy = ctx.principal.userId;
  },
  beforeUpdate(_ctx, patch) {
    normalizeDates(patch);
  },
  actions: {
    /**
     * Valid now and meant for the caller: everybody's, their linked customer group's, and those
     * of the venue selected in the toolbar (`?venue=`) and of that venue's group. A venue the
     * caller may not see is a 404, like every record outside the tenant.
     */
    async active(ctx) {
      const { services, principal: p, entity } = ctx;
      const d = services.db.dialect;
      const venue = ctx.query.venue;
      if (venue !== undefined && (typeof venue !== 'string' || !new RegExp(OBJECT_ID).test(venue))) {
        throw new AppError('INVALID_QUERY', { detail: 'venue must be a venue id' });
      }
      const groups = new Set<string>(p.customerGroup ? [p.customerGroup] : []);
      if (venue) {
        const row = allows(p.venueIds, venue)
          ? await services.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).where('deleted_at', 'is', null).executeTakeFirst()
          : undefined;
        if (!row) throw new AppError('NOT_FOUND', { resource: 'venue' });
        if (row.customer_group) groups.add(row.customer_group);
      }
      const audience: RawBuilder<boolean>[] = [sql<boolean>`("venue" is null and "customer_group" is null)`];
      if (groups.size) audience.push(sql<boolean>`("venue" is null and "customer_group" in (${sql.join([...groups])}))`);
      if (venue) audience.push(sql<boolean>`"venue" = ${venue}`);
      const now = new Date().toISOString();
      const from = fieldExpr(entity, 'validFrom', d);
      const to = fieldExpr(entity, 'validTo', d);
      const res = await sql<Row>`select ${sql.join(ROW_COLUMNS.map((c) => sql.ref(c)))} from ${sql.table(entity.table)}
        where "deleted_at" is null and (${from} is null or ${from} <= ${now}) and (${to} is null or ${to} > ${now})
        and (${sql.join(audience, sql` or `)})
        order by "created_at" desc, "_id" desc limit ${ACTIVE_LIMIT}`.execute(services.db.kysely);
      return res.rows.map((r) => services.items.toRecord(entity, r));
    },
  },
});

export default hooks;
