import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, login } from './helpers';

/**
 * A list during an outage: it says it could not load its rows (with "Try again") rather than
 * "No … found", shows no count of an earlier answer, and fills by itself once the server answers
 * again, without a click or a reload.
 */
const menuLink = (page: Page, path: string) => page.locator(`[class*="RaSidebar"] a[href="${path}"]`).first();
const rows = (page: Page) => page.locator('#main-content tbody tr');

/** Articles of Burger Altstadt, after a first visit of its categories (so the categories' answer is cached). */
async function openArticles(page: Page): Promise<void> {
  await login(page, 'admin@example.com');
  await page.goto('/category');
  const selector = page.getByRole('dialog', { name: /Select a venue|Standort auswählen/ });
  if (await selector.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
    await selector.getByText('Burger Altstadt').click();
    await expect(selector).toBeHidden();
  }
  await expect(rows(page).first()).toBeVisible();
  await menuLink(page, '/article').click();
  // the articles' own column: until their screen has loaded, the categories' rows are still shown
  await expect(page.locator('#main-content th').filter({ hasText: /^(Price|Preis)$/ }).first()).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test('a list during an outage shows the error state, then fills itself when the server is back', async ({ page }) => {
  const errors = consoleErrors(page);
  await openArticles(page);
  let loads = 0;
  page.on('load', () => loads++);

  // the connection drops: every API call fails without an HTTP answer
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await menuLink(page, '/category').click();
  await expect(page).toHaveURL(/\/category$/);
  const failed = page.getByRole('alert').filter({ hasText: 'The list could not be loaded' });
  // a busy machine may take a while to render the failed screen: a wait bound, not a timing check
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText('The server is not reachable');
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(/^No .* found$/)).toHaveCount(0);
  await expect(page.getByText(/\d+[-–]\d+ of \d+/)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(0);
  // nothing shown, nothing to export
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();

  // "Try again" while still down: the same state again
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeVisible();

  // the server answers again: the list fills without a click, in the same page load
  await page.unroute('**/api/**');
  await expect(rows(page).first()).toBeVisible({ timeout: 45_000 });
  await expect(failed).toHaveCount(0);
  await expect(page.getByText(/\d+[-–]\d+ of \d+/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  expect(loads).toBe(0);
  // the browser reports the refused requests itself; nothing else may be logged
  expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
});

test('the outage state reads in German and fits a phone', async ({ page }) => {
  // A phone from the start, as a phone user has it (the app's sidebar is then a closed drawer).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
  await login(page, 'admin@example.com');
  await page.goto('/category');
  const selector = page.getByRole('dialog', { name: /Standort auswählen/ });
  if (await selector.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
    await selector.getByText('Burger Altstadt').click();
    await expect(selector).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: 'Kategorien' }).first()).toBeVisible();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  // a list not loaded before, so nothing cached can stand in for it
  await page.evaluate(() => {
    window.history.pushState({}, '', '/article');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const failed = page.getByRole('alert').filter({ hasText: 'Die Liste konnte nicht geladen werden' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(failed).toContainText('Der Server ist nicht erreichbar');
  // nothing spills out sideways on the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.unroute('**/api/**');
  await expect(failed).toHaveCount(0, { timeout: 45_000 });
});
