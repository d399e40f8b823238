import path from 'node:path';
import { expect, test } from './fixtures';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';
import { FAKE_POS_SETTINGS } from '../helpers/fakePosProviders';

test('an admin imports a venue\'s menu from its point of sale (local fake hellotess) and sees what was created', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const group = (await api(request, admin, 'GET', `v1/general/venue/${await venueId(request, admin, 'BM01')}`)).customerGroup;
  const suffix = Date.now() % 100000;
  const venue = await api(request, admin, 'POST', 'v1/general/venue', { name: `Kasse ${suffix}`, readableId: `KS${suffix}`, customerGroup: group });
  await api(request, admin, 'PATCH', `v1/general/venue/${venue._id}/setCheckoutIntegration`, { integrationType: 'hellotess', payload: FAKE_POS_SETTINGS.hellotess });

  await login(page, 'admin@example.com');
  await page.goto('/foodcard');
  const selector = page.getByRole('dialog', { name: 'Select a venue' });
  await selector.getByRole('textbox', { name: 'Search venue' }).fill(`Kasse ${suffix}`);
  await selector.getByText(`Kasse ${suffix}`).click();
  await expect(page.getByRole('banner')).toContainText(`Kasse ${suffix}`);

  const card = page.getByTestId('pos-import');
  await expect(card.getByRole('heading', { name: 'Import from the point of sale' })).toBeVisible();
  await card.getByRole('combobox', { name: 'Sync mode' }).click();
  await expect(page.getByRole('option', { name: 'Prices only' })).toBeVisible();
  await page.getByRole('option', { name: 'Create and update' }).click();
  await card.getByRole('button', { name: 'Import from POS' }).click();
  const confirm = page.getByRole('dialog', { name: 'Import the menu?' });
  await expect(confirm).toContainText('POS menu sync takes about 15 minutes');
  await confirm.getByRole('button', { name: 'Import from POS' }).click();

  const job = page.getByTestId('pos-import-job');
  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(job).toContainText('The menu was imported.');
  await expect(job.locator('[data-kind="article"] [data-count="created"]')).toHaveText('2');
  await expect(job.locator('[data-kind="optionArticle"] [data-count="created"]')).toHaveText('2');
  const articles = await api<any[]>(request, admin, 'GET', `v1/foodcard/article/venue/${venue._id}/all`);
  expect(articles.map((a) => [a.number, a.name.de, a.price]).sort()).toEqual([['100', 'Margherita', 8.5], ['101', 'Salami', 9.5]]);
  await card.screenshot({ path: path.join(info.outputDir, 'pos-import-desktop.png') });

  // Gastrofix is configured on the server but the venue has no Gastrofix settings: the card says so.
  await card.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Gastrofix' }).click();
  await card.getByRole('button', { name: 'Import from POS' }).click();
  await page.getByRole('dialog', { name: 'Import the menu?' }).getByRole('button', { name: 'Import from POS' }).click();
  await expect(page.getByTestId('pos-import-refusal')).toContainText('checkout integration settings for this provider are incomplete');

  // On a phone (reloaded, as the shell lays itself out for the screen it starts on).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await card.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'As the checkout integration says' }).click();
  await expect(card.getByRole('combobox', { name: 'Checkout integration type' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Import from POS' })).toBeVisible();
  await card.screenshot({ path: path.join(info.outputDir, 'pos-import-phone.png') });
  // the refusal is a 422 the card reports itself, so the console's only error is that one refused call
  expect(errors.filter((e) => !/gastrofix\/import/.test(e))).toEqual([]);
});
