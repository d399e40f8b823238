import { expect, test } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/**
 * Upsells (one form per type; a missing type is a silent 404), the grouped inventory with its
 * filters, and trying a basket on the recommendations, in Burger Mitte.
 */
test('upsells, inventory and basket recommendations of a venue', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, token, 'BM01');
  const tag = `X${Date.now() % 100000}`;
  const category = await api(request, token, 'POST', `v1/foodcard/category/venue/${venue}`, { name: { de: `${tag} Drinks` } });
  const add = (name: string, number: string) =>
    api(request, token, 'POST', `v1/foodcard/article/venue/${venue}`, { name: { de: `${tag} ${name}` }, category: category._id, price: 2.5, number });
  const cola = await add('Cola', `${tag}1`);
  const water = await add('Water', `${tag}2`);
  const burger = await add('Burger', `${tag}3`);
  await api(request, token, 'POST', 'v1/general/inventory', { venue, name: `${tag} bottles`, stock: 12, articles: [cola._id] });
  await api(request, token, 'POST', 'v1/general/inventory', { venue, stock: 4, articles: [water._id] });
  await api(request, token, 'POST', 'v1/general/cartrecommendation', { venue, orderType: 'takeaway', subOrderType: tag, articles: [cola._id, water._id] });

  await login(page, 'admin@example.com');
  await page.goto('/upsells');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');

  // Three cards; a rounding upsell stored from its card; no error notice for the empty types.
  const goal = page.getByTestId('upsell-goal');
  await expect(page.getByTestId('upsell-addon')).toContainText('There is no upsell of this type yet.');
  await expect(goal).toContainText('Rounding upsell');
  await expect(page.getByTestId('upsell-upgrade')).toBeVisible();
  await expect(page.getByText("The requested resource couldn't be found.")).toHaveCount(0);
  await goal.getByRole('button', { name: 'Save' }).click();
  await expect(goal.getByText('Required').first()).toBeVisible();
  await goal.getByRole('textbox', { name: 'Round to' }).fill('1');
  await goal.getByRole('textbox', { name: 'PLU to add' }).fill('DON1');
  await goal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Upsell saved')).toBeVisible();
  await expect(goal).not.toContainText('There is no upsell of this type yet.');
  const stored = await api(request, token, 'GET', `v1/general/upsells/venue/${venue}/type/goal`);
  expect(stored).toMatchObject({ roundTo: 1, pluToAdd: 'DON1' });
  await page.screenshot({ path: 'test-results/upsells.png', fullPage: true });
  await goal.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(goal).toContainText('There is no upsell of this type yet.');

  // Inventory: grouped stock, search and ignored numbers.
  await page.goto('/inventory');
  const articles = page.getByRole('table', { name: 'Articles' });
  await expect(articles.getByRole('row', { name: new RegExp(`${tag} Cola`) })).toContainText('12');
  await expect(articles).toContainText(`${tag} Water`);
  await page.getByRole('textbox', { name: 'Ignore numbers' }).fill(`${tag}1`);
  await expect(articles).not.toContainText(`${tag} Cola`);
  await page.getByRole('textbox', { name: 'Ignore numbers' }).fill('');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${tag} bottles`);
  await expect(articles).not.toContainText(`${tag} Water`);
  await expect(articles).toContainText(`${tag} Cola`);
  await page.screenshot({ path: 'test-results/inventory.png', fullPage: true });
  await articles.getByRole('row', { name: new RegExp(`${tag} Cola`) }).click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f]{24}\/edit$/);

  // Recommendations: the list, and a basket tried out.
  await page.goto('/recommendation');
  await expect(page.locator('tbody')).toContainText(tag);
  const tryCard = page.getByTestId('basket-try');
  await tryCard.getByRole('combobox', { name: 'Order type' }).click();
  await page.getByRole('option', { name: 'Takeaway' }).click();
  await tryCard.getByRole('textbox', { name: 'Sub order type' }).fill(tag);
  await tryCard.getByRole('combobox', { name: 'Articles in the basket' }).fill(`${tag} Cola`);
  await page.getByRole('option', { name: `${tag} Cola` }).click();
  await tryCard.getByRole('button', { name: 'Show recommendations' }).click();
  await expect(page.getByTestId('basket-result')).toContainText(`${tag} Water`);
  await expect(page.getByTestId('basket-result')).not.toContainText(`${tag} Cola`);
  await expect(page.getByTestId('basket-result')).not.toContainText(`${tag} Burger`);
  await page.screenshot({ path: 'test-results/recommendation.png', fullPage: true });

  // Product combos: the generated list and form.
  await page.goto('/productCombos/create');
  await expect(page.getByRole('tab', { name: 'Slots' })).toBeVisible();
  await page.screenshot({ path: 'test-results/productCombos.png', fullPage: true });
  void burger;
  expect(errors).toEqual([]);
});
