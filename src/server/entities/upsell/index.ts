import { parseDoc, type Doc, type Row } from '../../crud/rowToRecord';
import { AppError, invalid, ruleError, type FieldError, type RuleCode } from '../../errors';
import { assertVenueAllowed } from '../../rules/assertVenueAllowed';
import { upsellTypes } from '../../../../schemas/upsell';
import { defineHooks, type HookContext } from '../../crud/EntityHooks';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The fields each type cannot work without (see schemas/upsell.ts). */
function typeErrors(doc: Doc): FieldError[] {
  const errors: FieldError[] = [];
  const need = (field: string, code: RuleCode) => { if (blank(doc[field])) errors.push(ruleError(field, code)); };
  if (doc.type === 'goal') {
    need('roundTo', 'upsellRoundTo');
    need('pluToAdd', 'upsellPluToAdd');
  }
  if (doc.type === 'upgrade') {
    need('pluSmall', 'upsellPluSmall');
    need('pluLarge', 'upsellPluLarge');
    // a large PLU equal to the small one is the schema's x-rules uniqueAmong (src/server/rules/assertFieldRules.ts)
  }
  return errors;
}

/** The type's fields; its article, as every reference, is checked by the items service (the venue's own). */
function check(doc: Doc): void {
  const errors = typeErrors(doc);
  if (errors.length) throw invalid(errors);
}

/** The live row of a venue's upsell type, read inside the write's transaction. */
async function rowOfType(ctx: Pick<HookContext, 'trx' | 'entity'>, venue: string, type: string): Promise<Row | undefined> {
  const rows = await ctx.trx.selectFrom(ctx.entity.table).selectAll().where('venue', '=', venue).where('deleted_at', 'is', null).execute();
  return (rows as Row[]).find((r) => parseDoc(r.doc).type === type);
}

/**
 * One upsell per type and venue (a unique index): storing replaces the type's previous upsell
 * (soft-deleted and audited in the same transaction, so the index never sees two), deleting
 * clears the type, and `GET venue/{venue}/type/{type}` answers 404 for a type without one.
 */
const hooks = defineHooks('upsell', {
  async beforeCreate(ctx, data) {
    assertVenueAllowed(ctx.principal, data.venue);
    check(data);
    const previous = await rowOfType(ctx, data.venue, String(data.type));
    if (previous) await ctx.items.remove(ctx.entity, ctx.principal, previous._id, false);
  },
  async beforeUpdate(ctx, patch, previous) {
    check({ ...previous, ...patch });
  },
  actions: {
    async byType({ entity, principal, params, services }) {
      assertVenueAllowed(principal, params.venue);
      if (!(upsellTypes as readonly string[]).includes(params.type)) {
        throw new AppError('INVALID_QUERY', { detail: `type must be one of ${upsellTypes.join(', ')}` });
      }
      const row = await rowOfType({ trx: services.db.kysely, entity }, params.venue, params.type);
      if (!row) throw new AppError('NOT_FOUND', { resource: `${params.type} upsell` });
      return services.items.toRecord(entity, row);
    },
  },
});

export default hooks;
