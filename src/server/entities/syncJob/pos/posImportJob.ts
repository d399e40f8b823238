import type { JobHandler } from '../../../jobs/JobHandler';
import { fetchPosImages } from './fetchPosImages';
import type { PosMenu } from './PosMenu';
import { writePosMenu } from './writePosMenu';
import { writePosTables } from './writePosTables';
import { unlockVenues } from '../syncLock';

/**
 * The sync job that writes a provider's menu (startPosImport checked and read it): images first
 * (images_only), then every record in one transaction through the items service, so the foodcard
 * gets the whole menu or, when a write is refused, nothing. Progress is reported between those
 * steps (inside SQLite's one transaction nothing else can write); the entries count what changed.
 * The venue's sync lock (startPosImport) is lifted when the job ends, however it ends.
 */
export const posImportJob: JobHandler = {
  access: 'foodcard.sync.external',
  async run(ctx) {
    const { services, principal } = ctx;
    const venue = ctx.job.venue as string;
    const { menu, mode, provider } = ctx.params as { menu: PosMenu; mode: Parameters<typeof writePosMenu>[5]; provider: string };
    try {
      await ctx.progress(10);
      const images = mode === 'images_only' ? await fetchPosImages(services, venue, menu, provider) : new Map<string, string>();
      await ctx.progress(mode === 'images_only' ? 60 : 20);
      const tally = await services.items.transaction((items) => (mode === 'tables'
        ? writePosTables(services, items, principal, venue, menu.tables)
        : writePosMenu(services, items, principal, venue, menu, mode, images)));
      await ctx.entries(tally.entries().length ? tally.entries() : [{ level: 'info', message: 'The foodcard already matched the menu: nothing changed.' }]);
    } finally {
      await unlockVenues(services, [venue]);
    }
  },
};
