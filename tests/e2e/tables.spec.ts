import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('an admin selects a venue and manages its tables, then works in German and logs out', async ({ page }) => {
  // two undoable bulk changes each wait for their notice (6 s) to close
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');

  // A venue route with no active venue opens the venue selector.
  await page.goto('/table');
  const selector = page.getByRole('dialog');
  await expect(selector).toContainText('Select a venue');
  await selector.getByText('Burger Mitte').click();
  await expect(selector).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  const rows = page.locator('tbody tr');
  for (const n of ['1', '2', '3', '4', '5', '6']) await expect(rows.filter({ has: page.getByRole('cell', { name: n, exact: true }) })).toHaveCount(1);

  // Create.
  const number = `E2E-${Date.now() % 100000}`;
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/table\/create$/);
  await page.getByRole('textbox', { name: 'Number' }).fill(number);
  await page.getByRole('textbox', { name: 'Description' }).fill('By the window');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/table$/);
  const row = rows.filter({ hasText: number });
  await expect(row).toContainText('By the window');

  // Edit.
  await row.getByText(number).click();
  await expect(page).toHaveURL(/\/table\/[0-9a-f]{24}\/edit$/);
  await page.getByRole('textbox', { name: 'Description' }).fill('Next to the bar');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/table$/);
  await expect(row).toContainText('Next to the bar');

  // Toggle inactive from the list; it stays so after a reload (it reached the server).
  const toggle = row.getByRole('switch', { name: 'Active' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(rows.filter({ hasText: number }).getByRole('switch', { name: 'Active' })).not.toBeChecked();

  // Bulk toggle two tables (1 and 2) inactive: undoable, with a count; sent when the notice closes.
  for (const n of ['1', '2']) await rows.filter({ has: page.getByRole('cell', { name: n, exact: true }) }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('2 records changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
  for (const n of ['1', '2']) {
    await expect(rows.filter({ has: page.getByRole('cell', { name: n, exact: true }) }).getByRole('switch', { name: 'Active' })).not.toBeChecked();
  }

  // Soft delete the created table: it leaves the list.
  await rows.filter({ hasText: number }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Delete' }).click();
  // the soft delete is undoable: the row leaves at once, the call goes out when the notice closes
  await expect(rows.filter({ hasText: number })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
  await page.reload();
  await expect(rows.filter({ hasText: number })).toHaveCount(0);

  // German: menu and labels.
  await page.getByRole('button', { name: /english/i }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('.RaSidebar-fixed')).toContainText('Tische');
  await expect(page.locator('.RaSidebar-fixed')).toContainText('Standorte');
  await expect(page.getByRole('columnheader', { name: 'Nummer' })).toBeVisible();

  // Log out: back to the start page with a notice.
  await page.getByRole('banner').getByRole('button', { name: /profil/i }).click();
  await page.getByRole('menuitem', { name: /abmelden/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expect(page.getByText(/abgemeldet/i)).toBeVisible();

  // Logging in again re-selects the venue worked in last: no selector dialog.
  await login(page, 'admin@example.com');
  await page.goto('/table');
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a user without table rights sees no tables item, gets the forbidden message, and only its venues', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'staff@example.com');
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  const sidebar = page.locator('.RaSidebar-fixed');
  await expect(sidebar).toContainText('Venues');
  await expect(sidebar).not.toContainText('Tables');
  await page.goto('/table');
  await expect(page.getByText("You are not allowed to view this page.")).toBeVisible();
  // in place, inside the app: the address and the sidebar stay
  await expect(page).toHaveURL(/\/table$/);
  await expect(sidebar).toContainText('Venues');
  await page.goto('/venue');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody')).toContainText('Burger Mitte');
  expect(errors).toEqual([]);
});

test('unknown paths: not found when signed in, the start page when not; /error goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await login(page, 'operator@example.com');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Otto Operator');
  await page.goto('/error');
  await expect(page).not.toHaveURL(/error/);
});
