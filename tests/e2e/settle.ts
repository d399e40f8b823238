import { expect, type Page, type Request } from '@playwright/test';

/**
 * Waiting for a screen to be done, also after in-app navigation: there the page's load state
 * never changes, so `networkidle` says nothing, and the open requests are counted instead.
 */
const inflight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's open requests (once per page; later calls do nothing). */
export function trackRequests(page: Page): Set<Request> {
  let open = inflight.get(page);
  if (open) return open;
  open = new Set();
  const set = open;
  inflight.set(page, set);
  page.on('request', (r) => set.add(r));
  page.on('requestfinished', (r) => set.delete(r));
  page.on('requestfailed', (r) => set.delete(r));
  return set;
}

/**
 * Waits until the screen stops changing: no open request for 300 ms, no progress indicator, no
 * running animation (so a check judges what the user sees, not a half-faded dialog). Every wait
 * is bounded: a screen that polls still gets checked.
 */
export async function settle(page: Page): Promise<void> {
  const open = trackRequests(page);
  // polled every 50 ms (300 ms of quiet = 6 looks, at most 8 s): a finer step ends the wait sooner
  for (let quiet = 0, i = 0; quiet < 6 && i < 160; i++) {
    await page.waitForTimeout(50);
    quiet = open.size === 0 ? quiet + 1 : 0;
  }
  await page.locator('[role="progressbar"]:visible').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 3_000 })
    .catch(() => undefined);
}

/** In-app navigation (no reload), as a sidebar click does; then waits for the screen to settle. */
export async function go(page: Page, path: string): Promise<void> {
  trackRequests(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('#main-content, main, [role="dialog"]').first(), path).toBeVisible();
  await settle(page);
}
