import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('an admin generates cup codes, toggles, exports and deletes them by filter, in German', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
  await login(page, 'admin@example.com');

  // The list holds the demo codes.
  await page.goto('/cupCode');
  await expect(page.getByRole('columnheader', { name: 'Nummer' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  // Generate 3001–3005 for Burger Mitte.
  await page.goto('/cupCode/create');
  await page.getByRole('main').getByRole('combobox', { name: 'Standort', exact: true }).click();
  await page.getByRole('option', { name: /Burger Mitte/ }).click();
  await page.getByRole('textbox', { name: 'Beginnend bei' }).fill('3001');
  await page.getByRole('textbox', { name: 'Anzahl' }).fill('5');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('5 Becher-Codes generiert (3001 bis 3005)')).toBeVisible();
  await expect(page).toHaveURL(/\/cupCode$/);

  // Generating over them again is refused on the field.
  await page.goto('/cupCode/create');
  await page.getByRole('main').getByRole('combobox', { name: 'Standort', exact: true }).click();
  await page.getByRole('option', { name: /Burger Mitte/ }).click();
  await page.getByRole('textbox', { name: 'Beginnend bei' }).fill('3004');
  await page.getByRole('textbox', { name: 'Anzahl' }).fill('3');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/cupCode\/create$/);
  await expect(page.getByRole('textbox', { name: 'Beginnend bei' })).toHaveAttribute('aria-invalid', 'true');

  // Filtered to the new batch: each listed as active.
  await page.goto('/cupCode');
  await page.getByRole('textbox', { name: /suche/i }).fill('300');
  await expect(rows).toHaveCount(5);
  const first = rows.filter({ has: page.getByRole('link', { name: '3001', exact: true }) });
  await expect(first.getByRole('switch', { name: 'Aktiv' })).toBeChecked();

  // Toggle one off from the row; it stays off after a reload.
  await first.getByRole('switch', { name: 'Aktiv' }).click();
  await expect(first.getByRole('switch', { name: 'Aktiv' })).not.toBeChecked();
  await page.reload();
  await expect(first.getByRole('switch', { name: 'Aktiv' })).not.toBeChecked();

  // Bulk toggle 3001 and 3002: each flips (3001 on again, 3002 off).
  const second = rows.filter({ has: page.getByRole('link', { name: '3002', exact: true }) });
  await first.getByRole('checkbox').first().check();
  await second.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Aktiv umschalten' }).click();
  await expect(page.getByRole('button', { name: /rückgängig/i })).toBeHidden({ timeout: 15_000 });
  await page.reload();
  await expect(first.getByRole('switch', { name: 'Aktiv' })).toBeChecked();
  await expect(second.getByRole('switch', { name: 'Aktiv' })).not.toBeChecked();

  // A row opens the edit screen at the spec's path.
  await first.getByRole('link', { name: '3001', exact: true }).click();
  await expect(page).toHaveURL(/\/cupCode\/[0-9a-f]{24}\/editt$/);
  await expect(page.getByRole('textbox', { name: 'Nummer' })).toHaveValue('3001');
  await page.goBack();

  // Export of the filtered list: a download job in the tray, saved as CSV.
  await expect(rows).toHaveCount(5);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Exportieren', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('cup-codes.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv[0]).toBe('number;venue;venueName;active;customerGroups;startingFrom;quantity;createdAt');
  expect(csv.slice(1).map((l) => l.split(';')[0])).toEqual(['3001', '3002', '3003', '3004', '3005']);

  // Delete by filter, after a confirmation naming the count.
  await page.getByRole('button', { name: 'Gefilterte löschen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Alle 5 Becher-Codes löschen');
  await dialog.getByRole('button', { name: /bestätigen/i }).click();
  await expect(page.getByText('5 Becher-Codes gelöscht')).toBeVisible();
  await expect(rows.filter({ has: page.getByRole('link', { name: '3001', exact: true }) })).toHaveCount(0);
  expect(errors.filter((e) => !/422|Unprocessable/.test(e))).toEqual([]);
});
