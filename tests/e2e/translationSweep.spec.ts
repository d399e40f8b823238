import { expect, test, type Page } from '@playwright/test';
import { englishLeaks, leakRules, type LeakRules } from './englishLeaks';
import { login } from './helpers';
import { go, settle, trackRequests } from './settle';

/**
 * Every route the admin and a brand manager reach, in German and French: no English text of the
 * catalogue (where the language has its own) and no raw catalogue key is visible. Routes come
 * from the sidebar the user sees, plus each list's create screen and its first record.
 * The first screens (public pages, each role's landing) are loaded afresh in de, en and fr: in
 * English too, no raw key and no message meant for developers. The admin's screens in German are
 * read by the accessibility sweep, on the same visit as its axe check.
 */
const PAGES = ['/home', '/dashboard', '/auth/security', '/article-manager', '/translation', '/foodcard'];

async function sweep(page: Page, locale: 'de' | 'fr', email: string, deep: boolean): Promise<string[]> {
  const rules: LeakRules = leakRules(locale);
  const problems: string[] = [];
  const checked: string[] = [];
  const check = async (where: string) => {
    checked.push(where);
    for (const leak of await englishLeaks(page, rules)) problems.push(`${where}: ${leak}`);
  };
  trackRequests(page);
  await page.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
  await login(page, email);
  await settle(page);
  // venue-bound screens need an active venue
  await go(page, '/table');
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await dialog.getByText('Burger Mitte').first().click();
  await settle(page);

  const menu = await page.locator('[class*="RaSidebar"] a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const visited = new Set<string>();
  for (const path of [...PAGES, ...menu]) {
    if (visited.has(path)) continue;
    visited.add(path);
    await go(page, path);
    if (await page.locator('#main-content [data-status="401"]').count()) continue; // not this user's page (the forbidden message in place)
    await check(path);
    if (!deep) continue;
    // The record first, from the list on show; then the create screen, reached from wherever the
    // click led: no way back to the list in between.
    const create = (await page.locator(`#main-content a[href$="${path}/create"]`).first().count()) > 0;
    // an empty list's row has one cell: no second one to click (the click waited 2 s for it)
    const cell = page.locator('#main-content tbody tr').first().locator('td').nth(1);
    if (await cell.count()) {
      await cell.click({ timeout: 2_000 }).catch(() => undefined);
      await settle(page);
      const now = new URL(page.url()).pathname;
      if (now !== path) await check(now);
    }
    if (create) {
      await go(page, `${path}/create`);
      await check(`${path}/create`);
    }
  }
  test.info().annotations.push({ type: 'checked', description: `${checked.length}: ${checked.join(' ')}` });
  return problems;
}

// The admin's German sweep shares its visits with axe (accessibility.spec.ts): one load per screen.
test('admin: every screen in fr without English or raw keys', async ({ page }) => {
  test.setTimeout(600_000);
  expect(await sweep(page, 'fr', 'admin@example.com', true)).toEqual([]);
});

for (const locale of ['de', 'fr'] as const) {
  test(`brand manager: every list in ${locale} without English or raw keys`, async ({ page }) => {
    test.setTimeout(300_000);
    expect(await sweep(page, locale, 'manager@example.com', false)).toEqual([]);
  });
}

/** The screens a stranger sees first, each loaded afresh: no screen before it has brought texts along. */
const PUBLIC = ['/', '/register', '/register/venue', '/forgot-password'];
/** Every demo role: its landing right after signing in, and the dashboard loaded afresh. */
const ROLES = ['admin@example.com', 'manager@example.com', 'operator@example.com', 'staff@example.com'];

async function freshChecks(page: Page, locale: 'de' | 'en' | 'fr', check: (where: string) => Promise<void>) {
  trackRequests(page);
  await page.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
  for (const path of PUBLIC) {
    await page.goto(path);
    await settle(page);
    await check(path);
  }
}

async function checkTabs(page: Page, where: string, check: (where: string) => Promise<void>) {
  const tabs = page.locator('#main-content [role="tab"]');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await settle(page);
    await check(`${where} tab ${i + 1}`);
  }
}

for (const locale of ['de', 'en', 'fr'] as const) {
  test(`first screens in ${locale}: public pages and each role's landing, loaded afresh, without raw keys, developer text or English`, async ({ browser }) => {
    test.setTimeout(300_000);
    const rules = leakRules(locale);
    const problems: string[] = [];
    const checked: string[] = [];
    const checker = (page: Page, who: string) => async (where: string) => {
      checked.push(`${who}${where}`);
      for (const leak of await englishLeaks(page, rules)) problems.push(`${who}${where}: ${leak}`);
    };
    const visitor = await browser.newPage();
    await freshChecks(visitor, locale, checker(visitor, ''));
    await visitor.close();
    for (const email of ROLES) {
      const page = await browser.newPage();
      const check = checker(page, `${email} `);
      trackRequests(page);
      await page.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
      await login(page, email);
      await settle(page);
      await check(new URL(page.url()).pathname);
      await page.goto('/dashboard');
      await settle(page);
      if (new URL(page.url()).pathname === '/dashboard') await check('/dashboard (reloaded)');
      if (email === 'admin@example.com') {
        // a new venue, no venue selected: its venue-bound references (trade groups, print groups) say why they offer nothing
        await page.goto('/venue/create');
        await page.locator('#main-content form').waitFor();
        await settle(page);
        await checkTabs(page, '/venue/create', check);
        const hint = page.getByTestId('unavailable-constrains');
        const tabs = page.locator('#main-content [role="tab"]');
        for (let i = 0; i < (await tabs.count()) && !(await hint.isVisible()); i++) await tabs.nth(i).click();
        await expect(hint).toBeVisible();
      }
      await page.close();
    }
    test.info().annotations.push({ type: 'checked', description: `${checked.length}: ${checked.join(' ')}` });
    expect(problems).toEqual([]);
  });
}
