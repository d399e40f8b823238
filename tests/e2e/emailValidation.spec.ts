import { expect, test } from '@playwright/test';
import { login } from './helpers';

/**
 * E-mail fields check with the app's own translated message, never the browser's bubble (which
 * speaks the browser's language and blocks the form before our checks run).
 */
test('sign-in: a malformed e-mail gets our German message on the field', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
  await page.goto('/');
  await page.locator('input[name="email"]').fill('not-an-address');
  await page.locator('input[name="password"]').fill('whatever1A');
  await page.locator('button[type="submit"]').click();
  // our submit handler ran (a native bubble would have stopped the submit event) and says why
  await expect(page.getByText('Geben Sie eine E-Mail-Adresse ein, z. B. name@example.com')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.locator('input[name="email"]').fill('');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('Pflichtfeld').first()).toBeVisible();
});

test('generated forms: an e-mail field is a text input with our French message', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'fr'));
  await login(page, 'admin@example.com');
  await page.goto('/user/create');
  const email = page.locator('input[name="email"]');
  await expect(email).toBeVisible();
  await expect(email).not.toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('inputmode', 'email');
  await email.fill('not-an-address');
  await email.blur();
  await page.getByRole('button', { name: /enregistrer/i }).click();
  await expect(page.getByText('Saisissez une adresse e-mail, par ex. nom@example.com')).toBeVisible();
  await expect(page.getByText('[object Object]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/user\/create$/);
});
