import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, login } from './helpers';

/**
 * Recovery after a network drop, in the user's language: a request that gets no answer shows the
 * catalogue's "server not reachable"; once the connection is back, the next click works without
 * a reload. A screen whose code chunk cannot be fetched retries it, offers a reload, and clears
 * when the user navigates.
 */
async function inGerman(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
}

const menuLink = (page: Page, path: string) => page.locator(`[class*="RaSidebar"] a[href="${path}"]`).first();

test('server unreachable: translated notice, then navigation works again without reload', async ({ page }) => {
  const errors = consoleErrors(page);
  await inGerman(page);
  await login(page, 'admin@example.com');
  await menuLink(page, '/venue').click();
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  let loads = 0;
  page.on('load', () => loads++);

  // the connection drops: every API call fails in the browser (no HTTP answer at all)
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await menuLink(page, '/venueLabel').click();
  await expect(page.getByText(/^Server nicht erreichbar/).first()).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  // back again: the next click shows the list, in the same page load
  await page.unroute('**/api/**');
  await menuLink(page, '/user').click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  await menuLink(page, '/venueLabel').click();
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  expect(loads).toBe(0);
  // the browser reports the refused requests itself; nothing else may be logged
  expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
});

test('a screen chunk that fails once is fetched again and the screen opens', async ({ page }) => {
  await login(page, 'admin@example.com');
  let failures = 0;
  await page.route(/\/assets\/(?:[^/]*~)?SecurityPage-[^/]*\.js$/, (route) => (failures++ === 0 ? route.abort('connectionreset') : route.continue()));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/auth/security');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  expect(failures).toBeGreaterThan(1);
});

test('a screen chunk that keeps failing is retried for 120 s, then offers a reload; navigating clears the error', async ({ page }) => {
  await inGerman(page);
  // The page's own clock, moved on by the test, so the spec's 120 s pass without waiting them.
  await page.clock.install();
  await login(page, 'admin@example.com');
  let tries = 0;
  await page.route(/\/assets\/(?:[^/]*~)?SecurityPage-[^/]*\.js$/, (route) => { tries++; return route.abort('connectionreset'); });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/auth/security');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const failed = page.getByRole('alert').filter({ hasText: 'Diese Ansicht konnte nicht geladen werden' });
  // Well inside the 120 s the screen is still being fetched again, and no error shows.
  for (let s = 0; s < 100; s += 5) {
    await page.clock.runFor(5_000);
    await expect.poll(() => tries).toBeGreaterThan(0);
  }
  expect(tries).toBeGreaterThan(3);
  await expect(failed).toHaveCount(0);
  // Past 120 s it gives up and says so.
  await expect.poll(async () => {
    await page.clock.runFor(5_000);
    return failed.count();
  }, { timeout: 30_000 }).toBe(1);
  await expect(failed.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();

  // the menu leads out of the failed screen
  await menuLink(page, '/venue').click();
  await expect(failed).toHaveCount(0);
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();

  // with the connection back, the failed screen loads on the next visit, still without reload
  await page.unroute(/\/assets\/(?:[^/]*~)?SecurityPage-[^/]*\.js$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/auth/security');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(failed).toHaveCount(0);
  await expect(page.locator('#main-content').getByRole('heading').first()).toBeVisible();
});
