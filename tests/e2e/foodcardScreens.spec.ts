import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { consoleErrors, login, PASSWORD } from './helpers';

/** One API call as the admin; the answer's `data`. */
async function call(request: APIRequestContext, token: string, method: string, path: string, data?: unknown): Promise<any> {
  const res = await request.fetch(`/api/${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data !== undefined ? { data } : {}) });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

interface Menu {
  /** in every name: a worker restarted after a failure prepares its own records again */
  tag: string;
  token: string;
  venue: string;
  categories: string[];
  soup: string;
  ketchup: string;
}

/** Its own foodcard in Burger Altstadt, named so it cannot clash with demo data. */
async function prepare(request: APIRequestContext): Promise<Menu> {
  const login = await request.post('/api/v1/auth/login', { data: { email: 'admin@example.com', password: PASSWORD } });
  const token = (await login.json()).token as string;
  const venue = (await call(request, token, 'GET', 'v1/general/venue/list?readableId[]=BA03'))[0]._id as string;
  const tag = Date.now().toString(36).slice(-5);
  const categories: string[] = [];
  for (const [i, name] of [`E2E Vorspeisen ${tag}`, `E2E Hauptgerichte ${tag}`, `E2E Desserts ${tag}`].entries()) {
    categories.push((await call(request, token, 'POST', `v1/foodcard/category/venue/${venue}`, { name: { de: name, en: name.replace('E2E', 'E2E EN') }, sortOrder: 900000 + i }))._id);
  }
  const soup = (await call(request, token, 'POST', `v1/foodcard/article/venue/${venue}`, { name: { de: `E2E Suppe ${tag}` }, category: categories[0], price: 4.5, number: 'S1' }))._id;
  const group = (await call(request, token, 'POST', `v1/foodcard/option/venue/${venue}`, { name: { de: `E2E Soße ${tag}` }, requiredAmount: 1 }))._id;
  const ketchup = (await call(request, token, 'POST', `v1/foodcard/option-article/venue/${venue}`, { name: { de: `E2E Ketchup ${tag}` }, option: group, price: 0.5 }))._id;
  return { tag, token, venue, categories, soup, ketchup };
}

/** Signs in as admin and makes Burger Altstadt the active venue through the selector. */
async function openInVenue(page: Page, path: string) {
  await login(page, 'admin@example.com');
  await page.goto(path);
  // The first visit asks for the venue; later logins re-select the venue worked in last.
  const selector = page.getByRole('dialog', { name: 'Select a venue' });
  if (await selector.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
    await selector.getByText('Burger Altstadt').click();
    await expect(selector).toBeHidden();
  }
}

let menu: Menu;
test.beforeAll(async ({ request }) => {
  menu = await prepare(request);
});

test('categories are reordered in the dialog and the order persists after a reload', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, '/category');
  await page.getByRole('button', { name: 'Change order' }).click();
  const dialog = page.getByRole('dialog');
  const desserts = dialog.getByTestId('reorder-row').filter({ hasText: `E2E EN Desserts ${menu.tag}` });
  await desserts.getByRole('spinbutton').fill('1');
  await desserts.getByRole('spinbutton').press('Enter');
  await expect(dialog.getByTestId('reorder-row').first()).toContainText(`E2E EN Desserts ${menu.tag}`);
  await page.screenshot({ path: 'test-results/foodcard-reorder.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The new order was saved.')).toBeVisible();
  await page.reload();
  await expect(page.locator('tbody tr').first()).toContainText(`E2E EN Desserts ${menu.tag}`);
  const stored = await call(request, menu.token, 'GET', `v1/foodcard/category/${menu.categories[2]}`);
  expect(stored.sortOrder).toBe(0);
  await page.screenshot({ path: 'test-results/foodcard-categories.png' });
  expect(errors).toEqual([]);
});

test('the article manager hides an article at once and refuses to hide the last option of a required group', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, '/article-manager');
  const soup = page.getByRole('switch', { name: `Visible: E2E Suppe ${menu.tag}` });
  await expect(soup).toBeChecked();
  await soup.click();
  await expect(page.getByText(`"E2E Suppe ${menu.tag}" is hidden now.`)).toBeVisible();
  await expect(soup).not.toBeChecked();
  expect((await call(request, menu.token, 'GET', `v1/foodcard/article/${menu.soup}`)).visible).toBe(false);

  const ketchup = page.getByRole('switch', { name: `Visible: E2E Ketchup ${menu.tag}` });
  await ketchup.click();
  await expect(page.getByText('This option group is required. At least 1 option article needs to be visible')).toBeVisible();
  await expect(ketchup).toBeChecked();
  expect((await call(request, menu.token, 'GET', `v1/foodcard/option-article/${menu.ketchup}`)).visible).toBe(true);

  await page.getByLabel('Search by name or number').fill('s1');
  await expect(page.getByTestId('manager-categories')).toContainText(`E2E Suppe ${menu.tag}`);
  await expect(page.getByTestId('manager-categories')).not.toContainText(`E2E EN Desserts ${menu.tag}`);
  await page.screenshot({ path: 'test-results/foodcard-manager.png' });
  await page.reload();
  await expect(soup).not.toBeChecked();
  expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
});

test('an article opens at /article/{category}/{id}/edit and saves from there', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, '/article');
  await page.locator('tbody tr').filter({ hasText: `E2E Suppe ${menu.tag}` }).getByText(`E2E Suppe ${menu.tag}`).click();
  await expect(page).toHaveURL(new RegExp(`/article/${menu.categories[0]}/${menu.soup}/edit$`));
  await expect(page.getByRole('button', { name: 'Change category' })).toBeVisible();
  await page.getByLabel('Internal name').fill('Suppe des Tages');
  await page.screenshot({ path: 'test-results/foodcard-article-edit.png' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/article$/);
  expect((await call(request, menu.token, 'GET', `v1/foodcard/article/${menu.soup}`)).internalName).toBe('Suppe des Tages');
  await page.screenshot({ path: 'test-results/foodcard-article-list.png' });
  expect(errors).toEqual([]);
});

test('the translation screen says no provider is configured and saves a typed translation', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, '/translation');
  await page.getByRole('button', { name: 'Translate empty fields automatically' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No machine translation provider is configured.' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: `E2E Suppe ${menu.tag} (Name, English)` }).fill('E2E Soup');
  await page.screenshot({ path: 'test-results/foodcard-translation.png' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('1 record saved')).toBeVisible();
  expect((await call(request, menu.token, 'GET', `v1/foodcard/article/${menu.soup}`)).name).toEqual({ de: `E2E Suppe ${menu.tag}`, en: 'E2E Soup' });
  // the option group's edit lists its option articles
  const groups = await call(request, menu.token, 'GET', `v1/foodcard/option/venue/${menu.venue}?q=${encodeURIComponent(`e2e soße ${menu.tag}`)}`);
  await page.goto(`/option/${groups[0]._id}/edit`);
  await expect(page.getByTestId('option-articles')).toContainText(`E2E Ketchup ${menu.tag}`);
  await page.screenshot({ path: 'test-results/foodcard-option-edit.png', fullPage: true });
  // tags: the bulk hard delete asks first, then removes the selected tag for good
  const tag = (await call(request, menu.token, 'POST', 'v1/general/tag/', { venue: menu.venue, name: `E2E Tag ${menu.tag}`, identifier: `browser_tag_${menu.tag.replace(/[^a-z]/g, '') || 'x'}` }))._id;
  await page.goto('/tag');
  const row = page.locator('tbody tr').filter({ hasText: `E2E Tag ${menu.tag}` });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete permanently' }).first().click();
  await page.screenshot({ path: 'test-results/foodcard-tags.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
  const gone = await request.fetch(`/api/v1/general/tag/${tag}`, { headers: { authorization: `Bearer ${menu.token}` } });
  expect(gone.status()).toBe(404);
  expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
});
