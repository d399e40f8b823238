import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, login } from './helpers';

/** Switches the active venue through the toolbar's venue search. */
async function switchVenue(page: Page, name: string) {
  const search = page.getByRole('combobox', { name: 'Search venue' });
  await search.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('banner')).toContainText(name);
}

test('a manager builds a menu, hides two articles in bulk, sees it in the article manager, exports CSV and XLSX and imports into another venue', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  await login(page, 'manager@example.com');
  const tag = `E2E${Date.now() % 100000}`;

  // A category in Burger Hafen.
  await page.goto('/category');
  const selector = page.getByRole('dialog');
  await selector.getByText('Burger Hafen').click();
  await expect(page.getByRole('banner')).toContainText('Burger Hafen');
  await page.goto('/category/create');
  await page.getByRole('textbox', { name: 'Name' }).first().fill(`${tag} Desserts`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/\/create$/);

  // Three articles with prices and allergens.
  const articles = [
    { name: `${tag} Tiramisu`, price: '5,90', takeaway: '5,50', allergen: 'Eggs' },
    { name: `${tag} Panna cotta`, price: '4.90', takeaway: '4.50', allergen: 'Milk' },
    { name: `${tag} Obstsalat`, price: '3,50', takeaway: '3,20', allergen: 'Sulphites' },
  ];
  for (const a of articles) {
    await page.goto('/article/create');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: `${tag} Desserts` }).click();
    await page.getByRole('textbox', { name: 'Name' }).first().fill(a.name);
    await page.getByRole('textbox', { name: 'Price' }).first().fill(a.price);
    await page.getByRole('tab', { name: 'Prices' }).click();
    await page.getByRole('textbox', { name: 'Takeaway' }).first().fill(a.takeaway);
    await page.getByRole('tab', { name: 'Ingredients' }).click();
    await page.getByRole('group', { name: 'Allergens' }).getByRole('checkbox', { name: a.allergen, exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(/\/create$/);
  }

  // Bulk-hide two of them from the article list.
  await page.goto('/article');
  const rows = page.locator('tbody tr');
  for (const a of articles.slice(0, 2)) await rows.filter({ hasText: a.name }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  // undoable: the call goes out when the notice with Undo closes
  await expect(page.getByText('2 records changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });

  // The article manager shows them hidden and the third visible.
  await page.goto('/article-manager');
  await page.getByRole('searchbox', { name: 'Search by name or number' }).fill(tag);
  const manager = page.getByTestId('manager-categories');
  await expect(manager.getByRole('switch', { name: new RegExp(`: ${articles[0].name}$`) })).not.toBeChecked();
  await expect(manager.getByRole('switch', { name: new RegExp(`: ${articles[1].name}$`) })).not.toBeChecked();
  await expect(manager.getByRole('switch', { name: new RegExp(`: ${articles[2].name}$`) })).toBeChecked();

  // Export as CSV and XLSX: real files.
  await page.goto('/foodcard');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csvPath = await csv.path();
  const csvText = fs.readFileSync(csvPath!, 'utf8');
  expect(csvText).toContain(`${tag} Tiramisu`);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
  const xlsxBytes = fs.readFileSync((await xlsx.path())!);
  expect(xlsxBytes.subarray(0, 2).toString()).toBe('PK'); // a zip container: the XLSX format

  // Import the CSV into Burger Altstadt: the three articles arrive with prices, allergens and visibility.
  await switchVenue(page, 'Burger Altstadt');
  await page.goto('/foodcard');
  await page.getByLabel('CSV or XLSX file').setInputFiles({ name: 'foodcard.csv', mimeType: 'text/csv', buffer: fs.readFileSync(csvPath!) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await page.getByTestId('foodcard-import-preview').getByRole('button', { name: 'Import', exact: true }).click({ timeout: 60_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('foodcard-import-result')).toContainText('The file was imported.', { timeout: 60_000 });
  await page.goto('/article');
  for (const a of articles) await expect(rows.filter({ hasText: a.name })).toHaveCount(1);
  await expect(rows.filter({ hasText: articles[0].name }).getByRole('switch', { name: 'Visible' })).not.toBeChecked();
  await expect(rows.filter({ hasText: articles[2].name }).getByRole('switch', { name: 'Visible' })).toBeChecked();
  await page.screenshot({ path: 'test-results/foodcard-imported.png' });
  expect(errors).toEqual([]);
});

test('an operator holding only the simple article right opens articles on the simple edit screen and changes a price', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'operator@example.com');
  await page.goto('/article');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  const row = page.locator('tbody tr').filter({ hasText: 'Veggie burger' });
  await row.getByText('Veggie burger').click();
  await expect(page).toHaveURL(/\/article\/[0-9a-f]{24}\/[0-9a-f]{24}\/edit\/simple$/);
  // The simple field set: no number, no trade groups.
  await expect(page.getByRole('textbox', { name: 'Article number' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Price' }).first().fill('10,40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/article$/);
  await expect(page.locator('tbody tr').filter({ hasText: 'Veggie burger' })).toContainText('€10.40');
  expect(errors).toEqual([]);
});
