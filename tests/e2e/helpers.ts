import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Secret123';

/** Console errors and failed page scripts, to assert a clean console at the end of a test. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // a refused resource names its address, so a failure says which call it was
    const at = m.text().startsWith('Failed to load resource') ? m.location().url : '';
    errors.push(at ? `${m.text()} ${new URL(at).pathname}` : m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/(dashboard|home)$/);
}
