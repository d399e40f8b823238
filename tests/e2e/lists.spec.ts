import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { asksForVenue } from './asksForVenue';
import { consoleErrors, login } from './helpers';

/** Its own category of three articles in Burger Altstadt, named so it cannot clash with other tests. */
interface Menu {
  tag: string;
  token: string;
  venue: string;
  category: string;
  articles: { id: string; name: string }[];
}

async function prepare(request: APIRequestContext): Promise<Menu> {
  const token = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, token, 'BA03');
  const tag = Date.now().toString(36).slice(-5);
  const category = (await api(request, token, 'POST', `v1/foodcard/category/venue/${venue}`, { name: { de: `E2E Liste ${tag}`, en: `E2E List ${tag}` }, sortOrder: 950000 }))._id;
  const articles: Menu['articles'] = [];
  for (const [i, en] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
    const name = `E2E ${en} ${tag}`;
    const id = (await api(request, token, 'POST', `v1/foodcard/article/venue/${venue}`, { name: { de: name, en: name }, category, price: 2 + i, number: `L${tag}${i}` }))._id;
    articles.push({ id, name });
  }
  return { tag, token, venue, category, articles };
}

/** Each user's session cookies from their first sign-in in this worker. */
const sessions = new Map<string, Cookie[]>();

/**
 * A new sign-in in the same browser: the session cookies go, local storage (the preferences)
 * stays. Only a user's first one goes through the form; later ones put its session cookies back
 * (the admin keeps its session in cookies, sessionStore.ts), which spares each test a sign-in
 * and a dashboard load that none of them is about.
 */
async function signIn(page: Page, email: string) {
  const context = page.context();
  await context.clearCookies();
  const saved = sessions.get(email);
  if (saved) return context.addCookies(saved);
  await login(page, email);
  sessions.set(email, await context.cookies());
}

/** Signs in and makes Burger Altstadt the active venue through the selector. */
async function openInVenue(page: Page, email: string, path: string, venue = 'Burger Altstadt') {
  await signIn(page, email);
  const selector = page.getByRole('dialog', { name: 'Select a venue' });
  if (await asksForVenue(page, path, selector)) {
    await selector.getByText(venue).click();
    await expect(selector).toBeHidden();
  }
}

const listOf = (m: Menu) => `/article?filter=${encodeURIComponent(JSON.stringify({ category: m.category }))}`;
const rowOf = (page: Page, name: string) => page.locator('tr').filter({ hasText: name });
const visibleOf = async (request: APIRequestContext, m: Menu, id: string) => (await api(request, m.token, 'GET', `v1/foodcard/article/${id}`)).visible;

let menu: Menu;
test.beforeAll(async ({ request }) => {
  menu = await prepare(request);
});

test('bulk actions appear once rows are selected; Undo of a bulk hide keeps the rows visible, without it they are hidden', async ({ page, request }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, 'admin@example.com', listOf(menu));
  await expect(rowOf(page, menu.articles[0].name)).toBeVisible();
  const hide = page.getByRole('button', { name: 'Hide', exact: true });
  await expect(hide).toHaveCount(0);
  await rowOf(page, menu.articles[0].name).getByRole('checkbox').check();
  await rowOf(page, menu.articles[1].name).getByRole('checkbox').check();
  await expect(hide).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeVisible();

  await hide.click();
  // shown at once, sent only when the notice closes
  await expect(rowOf(page, menu.articles[0].name).getByRole('switch', { name: 'Visible' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rowOf(page, menu.articles[0].name).getByRole('switch', { name: 'Visible' })).toBeChecked();
  await expect(rowOf(page, menu.articles[1].name).getByRole('switch', { name: 'Visible' })).toBeChecked();
  expect(await visibleOf(request, menu, menu.articles[0].id)).toBe(true);

  await rowOf(page, menu.articles[0].name).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => visibleOf(request, menu, menu.articles[0].id)).toBe(false);
  expect(await visibleOf(request, menu, menu.articles[1].id)).toBe(true);
  await page.reload();
  await expect(rowOf(page, menu.articles[0].name).getByRole('switch', { name: 'Visible' })).not.toBeChecked();
  await api(request, menu.token, 'PATCH', `v1/foodcard/article/${menu.articles[0].id}`, { visible: true });
  expect(errors).toEqual([]);
});

test('Export of the article list exports what the list shows: searched for one article, a file of one row', async ({ page }) => {
  const errors = consoleErrors(page);
  // the administrator may export the whole foodcard too: that is the foodcard screen's, not the list's Export
  await openInVenue(page, 'admin@example.com', listOf(menu));
  await expect(rowOf(page, menu.articles[2].name)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(menu.articles[1].name);
  await expect(page.locator('#main-content tbody tr')).toHaveCount(1);
  await expect(rowOf(page, menu.articles[1].name)).toBeVisible();
  // the tray polls every 3 s and saves the file when the job is done
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('article.csv');
  const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  const header = lines[0].split(';');
  expect(lines[1].split(';')[header.indexOf('Name')]).toBe(menu.articles[1].name);
  expect(errors).toEqual([]);
});

test('the operator, who may show and hide articles in bulk but not edit them, switches one row\'s Visible inline', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const mitte = await venueId(request, menu.token, 'BM01');
  const category = (await api(request, menu.token, 'POST', `v1/foodcard/category/venue/${mitte}`, { name: { de: `E2E Inline ${menu.tag}`, en: `E2E Inline ${menu.tag}` }, sortOrder: 950002 }))._id;
  const name = `E2E Inline article ${menu.tag}`;
  const article = (await api(request, menu.token, 'POST', `v1/foodcard/article/venue/${mitte}`, { name: { de: name, en: name }, category, price: 3, number: `I${menu.tag}` }))._id;
  await openInVenue(page, 'operator@example.com', `/article?filter=${encodeURIComponent(JSON.stringify({ category }))}`, 'Burger Mitte');
  const visible = rowOf(page, name).getByRole('switch', { name: 'Visible' });
  await expect(visible).toBeEnabled();
  await expect(visible).toBeChecked();
  await visible.click();
  await expect(visible).not.toBeChecked();
  await expect.poll(async () => (await api(request, menu.token, 'GET', `v1/foodcard/article/${article}`)).visible).toBe(false);
  // an edit-only flag stays off for the operator
  await expect(rowOf(page, name).getByRole('switch', { name: 'Active' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('the operator\'s Export gives the CSV of the filtered rows, with the list\'s headers, through the tray', async ({ page, request }) => {
  const errors = consoleErrors(page);
  // the operator (Burger Mitte, Burger Hafen) may see articles but not export the foodcard: the same file
  const mitte = await venueId(request, menu.token, 'BM01');
  const category = (await api(request, menu.token, 'POST', `v1/foodcard/category/venue/${mitte}`, { name: { de: `E2E Export ${menu.tag}`, en: `E2E Export ${menu.tag}` }, sortOrder: 950001 }))._id;
  const names = [`E2E Delta ${menu.tag}`, `=E2E Echo ${menu.tag}`];
  for (const [i, name] of names.entries()) {
    await api(request, menu.token, 'POST', `v1/foodcard/article/venue/${mitte}`, { name: { de: name, en: name }, category, price: 4 + i, number: `X${menu.tag}${i}` });
  }
  await openInVenue(page, 'operator@example.com', `/article?filter=${encodeURIComponent(JSON.stringify({ category }))}`, 'Burger Mitte');
  await expect(rowOf(page, names[0])).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('article.csv');
  // the job is listed in the tray under its name
  await page.getByTestId('downloads-tray').click();
  await expect(page.getByRole('presentation').getByText('List export')).toBeVisible();
  await page.keyboard.press('Escape');
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  const header = lines[0].split(';');
  expect(header).toContain('Name');
  expect(header).toContain('Category');
  expect(lines).toHaveLength(1 + names.length);
  const cells = lines.slice(1).map((l) => l.split(';'));
  expect(cells.map((c) => c[header.indexOf('Name')]).sort()).toEqual([names[0], `'${names[1]}`].sort());
  expect(cells.every((c) => c[header.indexOf('Category')] === `E2E Export ${menu.tag}`)).toBe(true);
  expect(errors).toEqual([]);
});

test('the column chooser hides a column for this user, remembered after a reload; without the permission it is absent', async ({ page }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, 'admin@example.com', listOf(menu));
  const header = page.getByRole('columnheader', { name: 'Article number' });
  await expect(header).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menu').getByText('Article number').click();
  await page.keyboard.press('Escape');
  await expect(header).toHaveCount(0);
  await page.reload();
  await expect(rowOf(page, menu.articles[0].name)).toBeVisible();
  await expect(header).toHaveCount(0);

  // another user of the same browser keeps the default columns
  await openInVenue(page, 'manager@example.com', listOf(menu));
  await expect(rowOf(page, menu.articles[0].name)).toBeVisible();
  await expect(header).toBeVisible();
  await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible();

  // the operator (Burger Mitte, Burger Hafen) lacks article.table.column.selector
  await openInVenue(page, 'operator@example.com', `/article?filter=${encodeURIComponent('{}')}`, 'Burger Mitte');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Columns' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a saved query is listed after a reload and applies its filter', async ({ page }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, 'admin@example.com', listOf(menu));
  await expect(rowOf(page, menu.articles[0].name)).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(`My list ${menu.tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.goto('/article');
  await page.reload();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: `My list ${menu.tag}` }).click();
  await expect(page.locator('tbody tr')).toHaveCount(menu.articles.length);
  expect(errors).toEqual([]);
});

test('a filter in the link brings its input with it; the search box beside it adds to the filter and clears', async ({ page }) => {
  const errors = consoleErrors(page);
  await signIn(page, 'admin@example.com');
  // The filter inputs load on first use: here the link itself sets one.
  await page.goto(`/user?filter=${encodeURIComponent(JSON.stringify({ mfa: false }))}`);
  await expect(page.getByRole('combobox', { name: 'Two-factor authentication' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: 'manager@example.com' })).toHaveCount(1);
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('manager@example');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Mia Manager');
  await expect(page).toHaveURL(/mfa/);
  await page.getByRole('button', { name: 'Clear value' }).click();
  await expect(search).toHaveValue('');
  await expect(rows.filter({ hasText: 'operator@example.com' })).toHaveCount(1);
  await expect(page).toHaveURL(/mfa/);
  expect(errors).toEqual([]);
});

test('Enter on a focused row opens it; the app bar and the breadcrumb name the record', async ({ page }) => {
  const errors = consoleErrors(page);
  await openInVenue(page, 'admin@example.com', listOf(menu));
  const first = menu.articles[0];
  await expect(rowOf(page, first.name).getByRole('link', { name: first.name })).toHaveAttribute('href', new RegExp(`${first.id}/edit$`));
  await rowOf(page, first.name).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/article/${menu.category}/${first.id}/edit$`));
  await expect(page.locator('#react-admin-title')).toContainText(first.name);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(first.name);
  expect(errors).toEqual([]);
});

test('on a phone the list is one column of records and nothing scrolls sideways', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openInVenue(page, 'admin@example.com', listOf(menu));
  const item = page.locator('main ul li').filter({ hasText: menu.articles[1].name });
  await expect(item).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/${menu.articles[1].id}/edit$`));
  // wide parts (the venue edit's eight tabs, the dashboard's table) scroll within themselves
  const screens: [string, () => ReturnType<Page['locator']>][] = [
    [`/venue/${menu.venue}/edit`, () => page.getByRole('tab', { name: 'General' })],
    ['/dashboard', () => page.getByRole('table')],
    ['/table', () => page.locator('main ul li').first()],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await expect(ready()).toBeVisible();
    const size = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
    expect(size.scrollWidth, path).toBeLessThanOrEqual(size.clientWidth);
  }
  expect(errors).toEqual([]);
});

test('on a phone a record\'s actions are in its "⋮" menu', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@example.com');
  await page.goto('/role');
  const manager = page.locator('main ul li').filter({ hasText: 'Brand manager' });
  await manager.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menu').getByRole('button', { name: 'Copy' }).click();
  await expect(page).toHaveURL(/\/role\/create$/);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(errors).toEqual([]);
});
