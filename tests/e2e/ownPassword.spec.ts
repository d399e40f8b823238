import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleErrors, login, PASSWORD } from './helpers';

/**
 * Every signed-in user changes their own password on /auth/security, reached from the user menu,
 * whatever their role; the demo users do not hold user.password.change. The menu offers only
 * what the user may open, and a screen they may not open says so inside the app's frame.
 */
const NEW_PASSWORD = 'Changed123!';

/** A password change through the Security page, reached from the user menu. */
async function changeOnSecurityPage(page: Page, current: string, next: string): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/auth\/security$/);
  await expect(page.getByText('Missing rights')).toHaveCount(0);
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat the new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
  await expect(page.locator('input[name="email"]')).toBeVisible();
}

for (const email of ['manager@example.com', 'operator@example.com', 'staff@example.com']) {
  test(`${email} changes their own password from the user menu and signs in with the new one`, async ({ page, request }) => {
    const errors = consoleErrors(page);
    // The demo users share one password with every other spec: it is set back, through the page
    // while this session lives, else (a failure half-way) through the API.
    let current = PASSWORD;
    try {
      await login(page, email);
      await changeOnSecurityPage(page, PASSWORD, NEW_PASSWORD);
      current = NEW_PASSWORD;
      // this session goes on with the token the change answered
      await page.goto('/home');
      await expect(page.getByTestId('home-shortcuts-card')).toBeVisible();

      await signOut(page);
      expect((await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
      await login(page, email, NEW_PASSWORD);
      await changeOnSecurityPage(page, NEW_PASSWORD, PASSWORD);
      current = PASSWORD;
      expect(errors).toEqual([]);
    } finally {
      if (current !== PASSWORD) await restore(request, email);
    }
  });
}

/** After a failure half-way: the new password back to the shared one. */
async function restore(request: APIRequestContext, email: string): Promise<void> {
  const signIn = await request.post('/api/v1/auth/login', { data: { email, password: NEW_PASSWORD } });
  if (signIn.status() !== 200) return;
  const token = (await signIn.json()).token as string;
  await request.patch('/api/v1/auth/user/password/change', { headers: { authorization: `Bearer ${token}` }, data: { currentPassword: NEW_PASSWORD, password: PASSWORD } });
}

test('staff is not offered Memberships, and /membership shows the forbidden message inside the app', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'staff@example.com');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Venues' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Memberships' })).toHaveCount(0);

  await page.goto('/membership');
  await expect(page.getByText('You are not allowed to view this page.')).toBeVisible();
  // in the frame: the address stays, the sidebar and the toolbar are around the message
  await expect(page).toHaveURL(/\/membership$/);
  await expect(menu.getByRole('link', { name: 'Venues' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#main-content')).toContainText('Missing rights');
  // /401, where a refused call sends a signed-in user, is inside the frame as well
  await page.goto('/401');
  await expect(page.locator('#main-content')).toContainText('Missing rights');
  await expect(menu.getByRole('link', { name: 'Venues' })).toBeVisible();
  expect(errors).toEqual([]);
});
