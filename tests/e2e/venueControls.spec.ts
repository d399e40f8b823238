import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api, apiToken } from './api';
import { consoleErrors, login } from './helpers';

/** A venue of its own (so other specs keep their demo venues), with a small foodcard. */
async function freshVenue(request: Parameters<typeof apiToken>[0], token: string, tag: string) {
  const venue = await api(request, token, 'POST', 'v1/general/venue', { name: `${tag} Kontrolle`, readableId: tag });
  const category = await api(request, token, 'POST', `v1/foodcard/category/venue/${venue._id}`, { name: { de: `${tag} Getränke` } });
  for (const [name, number] of [['Cola', '1'], ['Wasser', '2']]) {
    await api(request, token, 'POST', `v1/foodcard/article/venue/${venue._id}`, { name: { de: `${tag} ${name}` }, category: category._id, price: 2.5, number: `${tag}${number}` });
  }
  return venue;
}

// Each test prepares its venue through the API and takes full-page screenshots of long forms.
test.describe.configure({ timeout: 240_000 });

async function confirmDialog(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // the dialog stays (loading) until the call is answered
  await expect(dialog).toBeHidden({ timeout: 60_000 });
}

test('venue edit: service on and off, un-publish and un-verify, each after a confirmation naming the venue', async ({ page, request }, info) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'admin@example.com');
  const tag = `VC${Date.now() % 100000}`;
  const venue = await freshVenue(request, token, tag);
  const name = `${tag} Kontrolle`;
  await api(request, token, 'PATCH', `v1/general/venue/${venue._id}/verify`, {});
  await api(request, token, 'PATCH', `v1/general/venue/${venue._id}`, { openingHours: { regular: { monday: [{ from: '09:00', to: '17:00' }] } } });
  await api(request, token, 'PATCH', `v1/general/venue/${venue._id}/publish`, {});

  await login(page, 'admin@example.com');
  await page.goto(`/venue/${venue._id}/edit`);
  await page.getByTestId('venue-activateService').click();
  await confirmDialog(page, `Activate the service of "${name}"? Guests can order again.`);
  await expect(page.getByText(`Done: "${name}" has been updated.`)).toBeVisible();
  await expect(page.getByTestId('venue-deactivateService')).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'venue-controls-desktop.png'), fullPage: true });

  await page.getByTestId('venue-deactivateService').click();
  await confirmDialog(page, `Deactivate the service of "${name}"? Guests can no longer order.`);
  await expect(page.getByTestId('venue-activateService')).toBeVisible();

  await page.getByTestId('venue-unpublish').click();
  await confirmDialog(page, `Unpublish "${name}"? It disappears from the ordering apps.`);
  await expect(page.getByTestId('venue-unpublish')).toHaveCount(0);
  await page.getByTestId('venue-unverify').click();
  await confirmDialog(page, `Revoke the verification of "${name}"? It must be verified again before it is published.`);
  await expect(page.getByTestId('venue-unverify')).toHaveCount(0);

  // the server holds what the screen shows
  const stored = await api(request, token, 'GET', `v1/general/venue/${venue._id}`);
  expect(stored).toMatchObject({ isServiceActivated: false, isPublished: false, verified: false });

  // the terminal tab with its fields; the end-of-day report refuses to go on without addresses
  await page.getByRole('tab', { name: 'Terminal' }).click();
  await expect(page.getByLabel('Terminal id')).toBeVisible();
  await page.getByLabel('Send the end-of-day report').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter valid e-mail addresses (comma-separated) before enabling the end-of-day report.')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: path.join(info.outputDir, 'venue-terminal-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/venue/${venue._id}/edit`);
  // a fresh load of the edit screen's lazy parts
  await expect(page.getByTestId('venue-activateService')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: path.join(info.outputDir, 'venue-controls-phone.png'), fullPage: true });
  // the browser logs the refused save (422) the test asked for; nothing else
  expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
});

test('venue edit: the checkout integration is copied to another venue from its dialog', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'admin@example.com');
  const tag = `CC${Date.now() % 100000}`;
  const from = await freshVenue(request, token, tag);
  const to = await api(request, token, 'POST', 'v1/general/venue', { name: `${tag} Ziel`, readableId: `${tag}Z` });
  await api(request, token, 'PATCH', `v1/general/venue/${from._id}/setCheckoutIntegration`, { integrationType: 'simphony', payload: { orgName: `${tag} Org`, firetime: 5 } });

  await login(page, 'admin@example.com');
  await page.goto(`/venue/${from._id}/edit`);
  await page.getByTestId('venue-copyCheckout').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Copy the checkout integration of "${tag} Kontrolle"`);
  await dialog.getByLabel('To venue').fill(`${tag} Ziel`);
  await page.getByRole('option', { name: `${tag} Ziel (${tag}Z)` }).click();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('The checkout integration "simphony" has been copied to the chosen venue.')).toBeVisible();
  const copied = await api(request, token, 'GET', `v1/general/venue/${to._id}/getCheckoutIntegration?integrationType=simphony`);
  expect(copied.payload).toEqual({ orgName: `${tag} Org`, firetime: 5 });
  expect(errors).toEqual([]);
});

test('venue edit: emptying the foodcard names the venue and the counts, and needs the short id typed', async ({ page, request }, info) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'admin@example.com');
  const tag = `EF${Date.now() % 100000}`;
  const venue = await freshVenue(request, token, tag);

  await login(page, 'admin@example.com');
  await page.goto(`/venue/${venue._id}/edit`);
  await page.getByTestId('venue-emptyFoodcard').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Empty the foodcard of "${tag} Kontrolle" (${tag})?`);
  await expect(page.getByTestId('empty-foodcard-counts')).toHaveText('This deletes 1 categories, 2 articles, 0 option groups and 0 option articles.');
  const confirm = dialog.getByRole('button', { name: 'Empty foodcard' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type the short id ${tag} to confirm`).fill('BM01');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type the short id ${tag} to confirm`).fill(tag);
  await page.screenshot({ path: path.join(info.outputDir, 'venue-empty-foodcard-desktop.png'), fullPage: true });
  await confirm.click();
  // the export, the deletes and the audit run in one call: it may take a while on a busy machine
  await expect(page.getByText(/The foodcard is empty\. Backup: http/)).toBeVisible({ timeout: 60_000 });
  const full = await api(request, token, 'GET', `v1/general/venue/${venue._id}/full`);
  expect(full.counts).toMatchObject({ categories: 0, articles: 0 });

  // on a phone the dialog says so too: nothing left to empty
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByTestId('venue-emptyFoodcard').click();
  await expect(page.getByRole('dialog')).toContainText('The foodcard of this venue is already empty.');
  await page.screenshot({ path: path.join(info.outputDir, 'venue-empty-foodcard-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});
