import type { HookContext } from '../../crud/EntityHooks';
import { allows } from '../../access/principal';
import { invalid, ruleError } from '../../errors';

const TARGET = { venues: 'venue', subscriptions: 'subscription' } as const;
const NOUN = { venues: 'venue', subscriptions: 'subscription' } as const;

/**
 * A category's venues and subscriptions are live records of its own brand inside the caller's
 * venues (a subscription counts by its venue); the first entry that is not, other than those in
 * `known` (already held, so not judged again), is a 422 at `<field>.<index>`.
 */
export async function assertRefsOfGroup(ctx: HookContext, group: string, field: keyof typeof TARGET, list: unknown, known: readonly string[] = []): Promise<void> {
  if (!Array.isArray(list)) return;
  const wanted = list.map(String).filter((id) => !known.includes(id));
  if (!wanted.length) return;
  const entity = ctx.services.registry.get(TARGET[field])!;
  const rows = await ctx.trx.selectFrom(entity.table).select(['_id', 'venue'])
    .where('_id', 'in', wanted).where('customer_group', '=', group).where('deleted_at', 'is', null).execute();
  const venueOf = (r: { _id: string; venue: string | null }) => (field === 'venues' ? r._id : r.venue);
  const ok = new Set(rows.filter((r) => allows(ctx.principal.venueIds, venueOf(r))).map((r) => r._id as string));
  const index = list.findIndex((id) => !known.includes(String(id)) && !ok.has(String(id)));
  if (index >= 0) throw invalid([ruleError(`${field}.${index}`, 'notInGroup', { entity: NOUN[field] })]);
}
