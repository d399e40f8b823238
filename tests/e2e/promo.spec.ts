import fs from 'node:fs';
import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

import { wallTimeInZone } from '../../src/admin/format/parseDateTime';

const p = (n: number) => String(n).padStart(2, '0');

test('a venue manager generates promo codes, deactivates some, disables the venue and exports the CSV', async ({ page, request }) => {
  // the undoable bulk change waits for its notice (6 s) to close
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'operator@example.com');
  const venue = await venueId(request, token, 'BM01');
  const prefix = `E${Date.now() % 100000}`;
  await login(page, 'operator@example.com');

  // The operator works in one venue at a time: select it through a venue screen.
  await page.goto('/table');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');

  // Generate 20 codes, 15 % off, valid next week.
  await page.goto('/promo');
  await page.getByRole('link', { name: 'Generate codes' }).click();
  await expect(page).toHaveURL(/\/promo\/create\/multiple$/);
  // typed as the list shows dates in English (DD/MM/YYYY HH:mm), on Burger Mitte's clock (Berlin)
  const day = new Date(Date.now() + 7 * 24 * 3600_000);
  const last = new Date(day.getTime() + 6 * 24 * 3600_000);
  const start = wallTimeInZone(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 0, 0, 0, 'Europe/Berlin');
  const end = wallTimeInZone(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate(), 23, 59, 0, 'Europe/Berlin');
  await page.getByRole('textbox', { name: 'Name' }).fill('Next week 15');
  await page.getByRole('textbox', { name: 'Percent' }).fill('15');
  await page.getByLabel('Valid from').fill(`${p(day.getUTCDate())}/${p(day.getUTCMonth() + 1)}/${day.getUTCFullYear()} 00:00`);
  await page.getByLabel('Valid to').fill(`${p(last.getUTCDate())}/${p(last.getUTCMonth() + 1)}/${last.getUTCFullYear()} 23:59`);
  await page.getByLabel('Number of codes').fill('20');
  await page.getByRole('textbox', { name: 'Prefix' }).fill(prefix);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('20 codes generated')).toBeVisible();
  await expect(page).toHaveURL(/\/promo$/);

  const mine = await api<any[]>(request, token, 'GET', `v1/general/promoCode/all?q=${prefix}`);
  expect(mine).toHaveLength(20);
  for (const c of mine) {
    expect(c).toMatchObject({ venue, percent: 0.15, active: true, type: 'relative', from: start.toISOString(), to: end.toISOString() });
    expect(c.code.startsWith(prefix)).toBe(true);
  }

  // Listed: search by the prefix.
  await page.goto(`/promo?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('15%');

  // Deactivate 5 in bulk (undoable; the call goes out when the notice closes).
  for (let i = 0; i < 5; i++) await rows.nth(i).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('5 records changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
  await expect.poll(async () => (await api<any[]>(request, token, 'GET', `v1/general/promoCode/all?q=${prefix}&active[]=false`)).length).toBe(5);

  // Disable every code of the venue.
  await page.goto('/promo/disable');
  await expect(page.getByText('Every promo code of Burger Mitte')).toBeVisible();
  await page.getByRole('button', { name: 'Disable all codes' }).click();
  await expect(page.getByText(/codes disabled/)).toBeVisible();
  expect(await api<any[]>(request, token, 'GET', `v1/general/promoCode/all?venue[]=${venue}&active[]=true`)).toHaveLength(0);

  // Export the venue's codes as CSV.
  await page.goto('/promo/export');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Code;Name;Type;Value;Percent (%);Minimum order value;Max. usage;Active;Valid from;Valid to;Venue;Usage frequency;Automatic;Created at');
  const all = await api<any[]>(request, token, 'GET', `v1/general/promoCode/all?venue[]=${venue}`);
  expect(lines).toHaveLength(all.length + 1);
  const ours = lines.filter((l) => l.startsWith(prefix));
  expect(ours).toHaveLength(20);
  for (const l of ours) expect(l.split(';').slice(1, 5).concat(l.split(';')[7], l.split(';')[10])).toEqual(['Next week 15', 'relative', '', '15', 'no', 'Burger Mitte']);

  // The list's own Export runs the same server-side export with the list's search, through the tray.
  await page.goto(`/promo?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
  await expect(page.getByRole('link', { name: 'Export options' })).toBeVisible();
  const [listDownload] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  expect(listDownload.suggestedFilename()).toMatch(/^promo-codes-.*\.csv$/);
  const listed = fs.readFileSync((await listDownload.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(listed[0]).toBe(lines[0]);
  expect(listed.slice(1).sort()).toEqual(ours.sort());
  expect(errors).toEqual([]);
});

test('the promo code list and form in German', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
  await login(page, 'manager@example.com');
  await page.goto('/promo');
  // the brand manager sees every venue's codes (promoCode.view.global)
  for (const name of ['Code', 'Typ', 'Prozent', 'Gültig ab', 'Standort']) await expect(page.getByRole('columnheader', { name }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Codes generieren' })).toBeVisible();
  await page.getByRole('link', { name: 'Codes generieren' }).click();
  // generated codes belong to one venue: without a selected venue the page says so
  await expect(page.getByText('Wählen Sie zuerst einen Standort: generierte Codes gehören zu einem Standort.')).toBeVisible();
  await page.goto('/table');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  await page.goto('/promo/create/multiple');
  await expect(page.getByRole('textbox', { name: 'Prozent' })).toBeVisible();
  await expect(page.getByLabel('Anzahl der Codes')).toBeVisible();
  await expect(page.getByLabel('Gültig bis')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generieren' })).toBeVisible();
  // spec §5 "upper-case only": the prefix is checked in the form, in German, before any call
  await page.getByRole('textbox', { name: 'Präfix' }).fill('ab');
  await page.getByRole('button', { name: 'Generieren' }).click();
  await expect(page.getByText('Verwenden Sie nur Großbuchstaben')).toBeVisible();
  await page.goto('/promo/disable');
  await expect(page.getByText('Alle Promo-Codes von Burger Mitte')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle Codes deaktivieren' })).toBeVisible();
});
