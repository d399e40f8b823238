import { lazy, type ComponentType } from 'react';

/**
 * A view of `resources/<entity>/index.ts` that loads on first use. An override module is loaded
 * with its resource's list, so views imported there directly (edit forms, lifecycle pages)
 * would be downloaded by every visit of the list.
 */
export function lazyView<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  // preloadView() runs `load` early; the module system makes the render's `load` the same import
  return Object.assign(lazy(() => load().then((m) => ({ default: pick(m) }))), { preload: load });
}
