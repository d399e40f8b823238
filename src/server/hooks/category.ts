import { sql } from 'kysely';
import { fieldExprSql } from '../db/fieldExpr';
import { bulkFlagActions } from '../foodcard/bulkFlagActions';
import { searchHooks } from '../foodcard/searchHooks';
import { AppError } from '../errors';
import type { EntityHooks } from './EntityHooks';

const hooks: EntityHooks = {
  ...searchHooks,
  async beforeDelete({ trx, services }, previous) {
    // Articles point at their category; deleting a category that still holds live ones would
    // orphan them (they stay in the database and in exports but in no menu section).
    const article = services.registry.get('article')!;
    const category = sql.raw(fieldExprSql(article, 'category', services.db.dialect));
    const used = await sql`select 1 from ${sql.table(article.table)} where "deleted_at" is null and "venue" = ${previous.venue} and ${category} = ${previous._id} limit 1`.execute(trx);
    if (used.rows.length) throw new AppError('CATEGORY_NOT_EMPTY');
  },
  actions: {
    ...bulkFlagActions(),
    /** PATCH venue/{venue}/sort: each id gets its position as sortOrder, in one transaction. */
    async sort({ entity, principal, params, body, services }) {
      const ids: string[] = body.ids;
      const scope = { venue: params.venue };
      await services.items.transaction(async (items) => {
        for (const [index, id] of ids.entries()) await items.update(entity, principal, id, { sortOrder: index }, scope, 'sort');
      });
      return { ids, count: ids.length };
    },
  },
};

export default hooks;
