import { consoleErrors, login } from './helpers';
import { expect, test } from './fixtures';

test('signing out in the user menu ends the token on the server, not only in the browser', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'operator@example.com');
  // The token as the admin keeps it (cookies token0…, spec part 1 §3).
  const cookies = await page.context().cookies();
  const chunks = Number(cookies.find((c) => c.name === 'numTokenChunks')?.value ?? 1);
  const token = Array.from({ length: chunks }, (_, i) => decodeURIComponent(cookies.find((c) => c.name === `token${i}`)?.value ?? '')).join('');
  expect(token.split('.')).toHaveLength(3);
  const session = () => page.request.get('/api/v1/auth/session', { headers: { authorization: `Bearer ${token}` } });
  expect((await session()).status()).toBe(200);

  await page.getByRole('button', { name: /profile|operator/i }).first().click();
  await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('input[name="email"]')).toBeVisible();

  const after = await session();
  expect(after.status()).toBe(401);
  expect((await after.json()).code).toBe('SESSION_REVOKED');
  expect(errors).toEqual([]);
});
