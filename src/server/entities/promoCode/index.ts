import { sql } from 'kysely';
import { defineHooks } from '../../crud/EntityHooks';
import { AppError } from '../../errors';
import { checkPromotion } from './checkPromotion';
import { generateCodes } from './generateCodes';
import { checkPromotionUpdate, promotionActions } from './promotionHooks';
import { checkCreateOwn } from './promoTenant';
import { promoExport } from './promoExport';
import { teedeliQrPdf } from './teedeliQrPdf';

/** At most this many pages in one QR code PDF (more would take minutes to draw). */
const QR_LIMIT = 5000;

/**
 * Promo codes: cross-field rules, the `create.own` rule, generation in bulk, venue-wide enable and
 * disable, (de)activation, Teedeli codes and the streamed exports.
 */
const hooks = defineHooks('promoCode', {
  beforeCreate(ctx, data) {
    checkCreateOwn(ctx.principal, data.venue);
    checkPromotion(data);
  },
  beforeUpdate(_ctx, patch, previous) {
    checkPromotionUpdate(patch, previous);
  },
  actions: {
    ...promotionActions(promoExport),
    generateTeedeli: ({ entity, principal, body, services }) => generateCodes(services, entity, principal, body, { teedeli: true }),
    async teedeliActivate({ entity, principal, params, services }) {
      const record = await services.items.show(entity, principal, params.id);
      if (!record.teedeli) throw new AppError('NOT_FOUND', { resource: 'Teedeli promo code' });
      return services.items.update(entity, principal, params.id, { active: true }, {}, 'teedeliActivate');
    },
    async teedeliQrCodes({ entity, principal, query, services }) {
      const filters: Record<string, unknown[]> = { teedeli: [true] };
      if (typeof query.venue === 'string') filters.venue = [query.venue];
      const ids = query['ids[]'] as string[] | undefined;
      const where = services.items.whereOf(entity, principal, { filters, ranges: {} });
      const rows = await sql<{ doc: any }>`select "doc" from ${sql.table(entity.table)} where ${where}
        ${ids?.length ? sql`and "_id" in (${sql.join(ids)})` : sql``} order by "_id" limit ${QR_LIMIT}`.execute(services.db.kysely);
      const codes = rows.rows.map((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc)).map((d) => ({ code: d.code, name: d.name }));
      const body = await teedeliQrPdf(codes);
      return { contentType: 'application/pdf', filename: 'teedeli-qr-codes.pdf', body };
    },
  },
});

export default hooks;
