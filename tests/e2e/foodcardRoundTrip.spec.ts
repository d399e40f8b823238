import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, apiToken } from './api';
import { consoleErrors, login } from './helpers';

/** Switches the active venue through the toolbar's venue search. */
async function switchVenue(page: Page, name: string) {
  const search = page.getByRole('combobox', { name: 'Search venue' });
  await search.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('banner')).toContainText(name);
}

/** Checks the file, reads the preview's counts, imports after the confirmation, and waits for the result. */
async function importThroughPreview(page: Page, file: string): Promise<{ created: number; updated: number }> {
  await page.getByLabel('CSV or XLSX file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check file' }).click();
  const preview = page.getByTestId('foodcard-import-preview');
  await expect(preview).toContainText('The file can be imported.', { timeout: 60_000 });
  const row = preview.locator('tr[data-kind="optionArticle"]');
  const counts = { created: Number(await row.locator('[data-count="created"]').innerText()), updated: Number(await row.locator('[data-count="updated"]').innerText()) };
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('An import cannot be undone.');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('foodcard-import-result')).toContainText('The file was imported.', { timeout: 60_000 });
  await expect(preview).toHaveCount(0);
  return counts;
}

test('the demo foodcard exported and imported twice through preview and confirmation: nothing appears twice', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'admin@example.com');
  const group = (await api<any[]>(request, token, 'GET', 'v1/general/venue/list?readableId[]=BM01'))[0].customerGroup;
  const tag = `RT${Date.now() % 100000}`;
  await api(request, token, 'POST', 'v1/general/venue', { name: `Roundtrip ${tag}`, readableId: tag, customerGroup: group });

  await login(page, 'admin@example.com');
  await page.goto('/foodcard');
  // Without a venue the page asks for one first.
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Foodcard import');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const file = (await csv.path())!;
  expect(fs.readFileSync(file, 'utf8')).toContain('Ketchup');

  await switchVenue(page, `Roundtrip ${tag}`);
  await page.goto('/foodcard');
  // Nothing is written before the confirmation: the preview of the first import creates the three sauces.
  expect(await importThroughPreview(page, file)).toEqual({ created: 3, updated: 0 });
  // The same file again: everything is recognised and updated, nothing created.
  expect(await importThroughPreview(page, file)).toEqual({ created: 0, updated: 3 });
  await expect(page.getByTestId('foodcard-import-counts').locator('[data-count="created"]')).toHaveText(['0', '0', '0', '0']);

  await page.goto('/optionArticle');
  // Rows whose name starts with the demo's name: other specs may have added "X123 Cola" to the
  // exported venue, which is a record of its own.
  const named = (name: string) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name: new RegExp(`^${name}`) }) });
  for (const sauce of ['Ketchup', 'Mayonnaise', 'Barbecue']) await expect(named(sauce)).toHaveCount(1);
  await page.goto('/article');
  for (const name of ['Cheeseburger', 'Classic burger', 'Cola']) await expect(named(name)).toHaveCount(1);

  // The article manager has its breadcrumb too.
  await page.goto('/article-manager');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Article manager');
  expect(errors).toEqual([]);
});

test('a file that is not a foodcard shows its errors with line numbers in the user\'s language, and nothing can be imported', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.evaluate(() => localStorage.setItem('locale', 'de'));
  await page.goto('/foodcard');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Speisekarten-Import');
  await page.getByLabel('CSV- oder XLSX-Datei').setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from('Name;Preis\nPizza;abc\n') });
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  const preview = page.getByTestId('foodcard-import-preview');
  await expect(preview).toContainText('Die Datei kann nicht importiert werden.');
  const table = preview.getByTestId('foodcard-import-error-table');
  await expect(table.locator('tbody tr').first()).toContainText('1');
  await expect(table).toContainText('ist keine Spalte der Speisekarten-Datei');
  await expect(table).toContainText('ist eine Pflichtspalte');
  await expect(preview.getByRole('button', { name: 'Importieren', exact: true })).toHaveCount(0);

  // Bytes that are no text at all: an error of the whole file, not a server failure.
  await page.getByLabel('CSV- oder XLSX-Datei').setInputFiles({ name: 'bild.csv', mimeType: 'text/csv', buffer: Buffer.from('89504e470d0a1a0aff00ff00', 'hex') });
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(preview.getByTestId('foodcard-import-error-table')).toContainText('ist kein UTF-8-Text');
  await expect(preview.getByTestId('foodcard-import-error-table')).toContainText('ganze Datei');
  expect(errors).toEqual([]);
});
