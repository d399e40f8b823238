import { listRefs } from '../from-schema/listRefs';
import { ensureEntityWithListRefs } from '../registry';
import { resourceFor } from '../resourceFor';
import { entityOf } from '../resourceNames';
import { preloadView } from '../recovery/preloadView';

/**
 * What the list screen behind a menu entry needs, started when the pointer, a finger or the
 * keyboard focus reaches the entry: the resource's code, its list view, and the declarations
 * and texts of its entity and of those its columns name. A user takes 100–300 ms from pointing
 * to clicking, about what these take, so the click often finds the screen loaded. Every load is
 * the one the screen itself reads (memoised), so nothing loads twice; failures are the screen's
 * to show.
 */
export function preloadScreen(to: string): void {
  const entity = entityOf(to.split('/')[1]);
  if (!entity) return;
  resourceFor(entity).then((views) => preloadView(views.list), () => undefined);
  ensureEntityWithListRefs(entity.id, listRefs).catch(() => undefined);
}
