import { buffer } from 'node:stream/consumers';
import type { ActionContext } from '../../crud/EntityHooks';
import { invalid, ruleError } from '../../errors';
import { fileUrl } from '../../files/fileUrl';
import { storeFile } from '../../files/storeFile';
import { foodcardExport } from '../../io/foodcardExport';
import { countVenueRecords, type VenueCounts } from './countVenueRecords';

/**
 * What emptying removes, in the order the delete rules accept, as deleting by hand would go:
 * articles before their categories, option articles before their groups (after the groups stop
 * being required: a required group refuses to lose its last visible option article).
 */
const FOODCARD = [['articles', 'article'], ['optionArticles', 'optionArticle'], ['options', 'option'], ['categories', 'category']] as const;

/**
 * `DELETE general/venue/{id}/foodcard {readableId, counts}`: soft-deletes the venue's categories,
 * articles, options and option articles. The caller confirms what it was shown: the venue's short
 * id and the counts (a count that changed since is refused, so nobody empties more than they saw).
 * A CSV export of the foodcard is stored first and named in the answer and in the audit entry
 * (the venue's `foodcardBackup`): importing it restores the foodcard. All in one transaction.
 */
export async function emptyFoodcard(ctx: ActionContext) {
  const { services, principal, entity } = ctx;
  const body = ctx.body as { readableId: string; counts: VenueCounts };
  const venue = await services.items.show(entity, principal, ctx.params.id);
  const counts = await countVenueRecords(services, principal, venue._id);
  const errors = [
    ...(body.readableId !== venue.readableId ? [ruleError('readableId', 'confirmVenue')] : []),
    ...(FOODCARD.some(([key]) => body.counts[key] !== counts[key]) ? [ruleError('counts', 'confirmCounts')] : []),
  ];
  if (errors.length) throw invalid(errors);
  const exported = await foodcardExport(services, principal, venue._id, 'csv');
  const file = await storeFile(services.db, { venue: venue._id, kind: 'foodcardBackup', contentType: 'text/plain', bytes: await buffer(exported.stream) });
  const backup = { file: file._id, url: fileUrl(services.config, file._id) };
  const deleted = { ...counts, tables: 0, printers: 0 };
  await services.items.transaction(async (items) => {
    const option = services.registry.get('option')!;
    const required = await items.matchingIds(option, principal, { filters: {}, ranges: { requiredAmount: { gte: 1 } } }, { venue: venue._id });
    if (required.length) await items.bulkUpdate(option, principal, required, { requiredAmount: 0 }, { venue: venue._id }, 'emptyFoodcard');
    for (const [key, id] of FOODCARD) {
      const target = services.registry.get(id)!;
      const ids = await items.matchingIds(target, principal, { filters: {}, ranges: {} }, { venue: venue._id });
      deleted[key] = ids.length ? (await items.bulkDelete(target, principal, ids, false, { venue: venue._id })).count : 0;
    }
    const foodcardBackup = { ...backup, at: new Date().toISOString(), counts: Object.fromEntries(FOODCARD.map(([key]) => [key, deleted[key]])) };
    await items.update(entity, principal, venue._id, { foodcardBackup }, {}, 'emptyFoodcard');
  });
  return { deleted, backup };
}
