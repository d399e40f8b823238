import type { ComponentType } from 'react';

/**
 * Starts loading a lazy view's code (lazyRetry and lazyView give it a `preload`); does nothing
 * for a view that is not lazy. A failure is left to the render, which shows it and retries.
 */
export function preloadView(view: ComponentType | undefined): void {
  const preload = (view as { preload?: () => Promise<unknown> } | undefined)?.preload;
  preload?.().catch(() => undefined);
}
