import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { parseCsv } from '../../src/server/io/parseCsv';
import { api, apiToken, venueId } from './api';
import { englishLeaks, leakRules } from './englishLeaks';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

const HEADER = 'name;email;gender;userUid;street;number;postalCode;city';

/** The cells of a downloaded CSV below its header. */
function rowsOf(path: string): string[][] {
  const bytes = fs.readFileSync(path);
  const [head, ...rows] = parseCsv(bytes, { rows: 10_000, columns: 50 }).records.map((r) => r.cells);
  expect(head).toEqual(HEADER.split(';'));
  return rows;
}

async function noEnglish(page: Page) {
  expect(await englishLeaks(page, leakRules('de'))).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
});

test('a venue manager imports 50 customers (a bad line is refused with its line number), exports them through the downloads tray, in German', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const tag = `e2e${Date.now() % 1_000_000}`;
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BA03');
  const count = async () => (await request.get(`/api/v1/customer?venue[]=${venue}&limit=1`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())).total as number;
  const before = await count();

  await login(page, 'manager@example.com');
  await page.goto('/customer');
  await page.getByRole('dialog').getByText('Burger Altstadt').click();
  await expect(page.getByRole('banner')).toContainText('Burger Altstadt');
  await page.getByRole('link', { name: 'Importieren' }).click();
  await expect(page).toHaveURL(/\/customer\/import$/);
  await expect(page.getByRole('heading', { name: 'Kunden importieren', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kunden', exact: true }).last()).toBeVisible();
  await expect(page.getByText('Importieren', { exact: true })).toBeVisible();

  // 50 customers, the seventh with a broken e-mail (file line 8: the header is line 1).
  const lines = Array.from({ length: 50 }, (_, i) => `Kundin ${tag} ${i + 1};${tag}-${i + 1}@example.com;${['female', 'male', 'other'][i % 3]};;Marienplatz;${i + 1};80331;München`);
  const broken = [...lines];
  broken[6] = `Kundin ${tag} 7;${tag}-7-at-example.com;female;;Marienplatz;7;80331;München`;
  const file = page.getByLabel('CSV-Datei');
  await file.setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...broken].join('\r\n')) });
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  const preview = page.getByTestId('record-import-preview');
  await expect(preview).toContainText('Die Datei kann nicht importiert werden');
  const errorRow = preview.locator('tbody tr');
  await expect(errorRow).toHaveCount(1);
  await expect(errorRow.locator('td').nth(0)).toHaveText('8');
  await expect(errorRow.locator('td').nth(1)).toHaveText('email');
  await expect(errorRow.locator('td').nth(2)).toHaveText('Geben Sie eine E-Mail-Adresse ein, z. B. name@example.com');
  await expect(preview.getByRole('button', { name: 'Importieren' })).toHaveCount(0);
  await noEnglish(page);
  expect(await count()).toBe(before);

  // The corrected file: a preview with the counts, then the import after a confirmation.
  await file.setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\r\n')) });
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(preview).toContainText('50 Kunden werden angelegt.');
  await expect(preview).toContainText('0 Kunden werden aktualisiert.');
  await preview.getByRole('button', { name: 'Importieren' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Burger Altstadt');
  await confirm.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByTestId('record-import-result')).toContainText('Die Datei wurde importiert. 50 Kunden angelegt.');
  await noEnglish(page);
  expect(await count()).toBe(before + 50);

  // The same file again adds nobody twice.
  await file.setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n')) });
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(preview).toContainText('0 Kunden werden angelegt.');
  await expect(preview).toContainText('50 Kunden werden aktualisiert.');

  // The list filtered to the imported customers, exported through the downloads tray.
  await page.getByRole('link', { name: 'Zurück zu den Kunden' }).click();
  await page.goto(`/customer?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  await expect(page.getByRole('link', { name: `Kundin ${tag} 1`, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('tbody tr')).toHaveCount(25);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = rowsOf(await download.path());
  expect(rows.length).toBe(50);
  expect(rows.map((r) => r[1]).sort()).toEqual(lines.map((l) => l.split(';')[1]).sort());
  expect(rows.find((r) => r[1] === `${tag}-2@example.com`)).toEqual([`Kundin ${tag} 2`, `${tag}-2@example.com`, 'male', '', 'Marienplatz', '2', '80331', 'München']);
  const stored = await api<any[]>(request, token, 'GET', `v1/customer?venue[]=${venue}&q=${tag}&limit=100`);
  expect(stored).toHaveLength(50);
  await noEnglish(page);
  expect(errors).toEqual([]);
});

test('a venue manager uploads season passes; the same file again adds nothing twice, in German', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const tag = `E2E${Date.now() % 1_000_000}`;
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BH02');

  await login(page, 'manager@example.com');
  await page.goto('/seasonPass');
  await page.getByRole('dialog').getByText('Burger Hafen').click();
  await expect(page.getByRole('banner')).toContainText('Burger Hafen');
  await page.getByRole('link', { name: 'CSV hochladen' }).click();
  await expect(page.getByRole('heading', { name: 'Saisonpässe hochladen', level: 2 })).toBeVisible();
  await expect(page.getByText('Hochladen', { exact: true })).toBeVisible();

  const header = 'passNumber;firstName;lastName;validFrom;validTo';
  const passes = Array.from({ length: 12 }, (_, i) => `${tag}-${i + 1};Vorname${i + 1};Nachname${i + 1};2026-03-01;2026-11-30`);
  const backwards = [...passes];
  backwards[2] = `${tag}-3;Vorname3;Nachname3;2026-03-01;2026-01-31`;
  const file = page.getByLabel('CSV-Datei');
  await file.setInputFiles({ name: 'paesse.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...backwards].join('\n')) });
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  const preview = page.getByTestId('record-import-preview');
  await expect(preview.locator('tbody tr')).toContainText(['4validTodarf nicht vor validFrom liegen']);

  for (const expected of ['12 Saisonpässe angelegt.', '12 Saisonpässe aktualisiert.']) {
    await file.setInputFiles({ name: 'paesse.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...passes].join('\n')) });
    await page.getByRole('button', { name: 'Datei prüfen' }).click();
    await preview.getByRole('button', { name: 'Importieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Importieren' }).click();
    await expect(page.getByTestId('record-import-result')).toContainText(expected);
  }
  const stored = await api<any[]>(request, token, 'GET', `v1/seasonpass?venue[]=${venue}&q=${tag}&limit=100`);
  expect(stored).toHaveLength(12);

  // The screen lists the uploaded passes.
  await page.getByRole('link', { name: 'Zurück zu den Saisonpässen' }).click();
  await page.goto(`/seasonPass?filter=${encodeURIComponent(JSON.stringify({ q: `${tag}-1` }))}`);
  await expect(page.locator('tbody')).toContainText(`${tag}-10`, { timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'Passnummer' })).toBeVisible();
  await noEnglish(page);
  expect(errors).toEqual([]);
});
