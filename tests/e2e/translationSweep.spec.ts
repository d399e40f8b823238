import { expect, test, type Page } from '@playwright/test';
import { englishLeaks, leakRules, type LeakRules } from './englishLeaks';
import { login } from './helpers';
import { go, settle, trackRequests } from './settle';

/**
 * Every route the admin and a brand manager reach, in German and French: no English text of the
 * catalogue (where the language has its own) and no raw catalogue key is visible. Routes come
 * from the sidebar the user sees, plus each list's create screen and its first record.
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
    const create = page.locator(`#main-content a[href$="${path}/create"]`).first();
    if (await create.count()) {
      await go(page, `${path}/create`);
      await check(`${path}/create`);
      await go(page, path);
    }
    const row = page.locator('#main-content tbody tr').first();
    if (await row.count()) {
      await row.locator('td').nth(1).click({ timeout: 2_000 }).catch(() => undefined);
      await settle(page);
      const now = new URL(page.url()).pathname;
      if (now !== path) await check(now);
    }
  }
  test.info().annotations.push({ type: 'checked', description: `${checked.length}: ${checked.join(' ')}` });
  return problems;
}

for (const locale of ['de', 'fr'] as const) {
  test(`admin: every screen in ${locale} without English or raw keys`, async ({ page }) => {
    test.setTimeout(600_000);
    expect(await sweep(page, locale, 'admin@example.com', true)).toEqual([]);
  });

  test(`brand manager: every list in ${locale} without English or raw keys`, async ({ page }) => {
    test.setTimeout(300_000);
    expect(await sweep(page, locale, 'manager@example.com', false)).toEqual([]);
  });
}
