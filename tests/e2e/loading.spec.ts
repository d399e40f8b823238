import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, login } from './helpers';

/** Scripts the page receives from now on (URL → body, read when asked). */
function scriptsOf(page: Page) {
  const urls = new Set<string>();
  page.on('response', (res) => {
    if (/javascript/.test(res.headers()['content-type'] ?? '')) urls.add(res.url());
  });
  return async () => Promise.all([...urls].map(async (url) => (await fetch(url)).text()));
}

test('the sign-in page loads none of the list machinery; the list page does', async ({ page }) => {
  const errors = consoleErrors(page);
  const scripts = scriptsOf(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('input[name="password"]')).toBeVisible();
  // react-admin's list (DataTable, ListView) styles itself with these class name prefixes.
  const signIn = await scripts();
  expect(signIn.filter((js) => js.includes('RaDataTable') || js.includes('RaList'))).toEqual([]);

  await login(page, 'manager@example.com');
  await page.goto('/venue');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect((await scripts()).some((js) => js.includes('RaDataTable'))).toBe(true);
  expect(errors).toEqual([]);
});

test('a list page fetches the selected venue once', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'manager@example.com');
  await page.goto('/table');
  const selector = page.getByRole('dialog');
  await selector.getByText('Burger Mitte').click();
  await expect(selector).toBeHidden();
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // GET /api/v1/general/venue/{id}: the record itself, not its tables below it.
  const venueCalls: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'GET' && /\/api\/v1\/general\/venue\/[^/?]+(\?|$)/.test(new URL(req.url()).pathname + '?')) venueCalls.push(req.url());
  });
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  expect(venueCalls.filter((u) => !/\/venue\/list(\?|$)/.test(new URL(u).pathname))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('pointing at a menu entry loads its screen; a click shows the screen\'s skeleton at once, not the old page, until its code is there', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  const customers = page.getByRole('navigation').getByRole('link', { name: 'Customers' });

  // The customer screen's texts come with its code: hold them to see what a slow network shows.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/assets\/i18n-en-customer-[\w-]+\.js$/, async (route) => {
    asked++;
    await released;
    await route.continue();
  });
  await customers.hover();
  await expect.poll(() => asked).toBe(1);
  await expect(page).toHaveURL(/\/dashboard$/);

  await customers.click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.locator('[data-skeleton]').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Dashboard');
  release();
  await page.getByRole('dialog', { name: 'Select a venue' }).getByText('Burger Altstadt').click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  expect(asked).toBe(1);
  expect(errors).toEqual([]);
});
