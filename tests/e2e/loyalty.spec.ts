import { api, apiToken } from './api';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './helpers';

/** Another user in the same tab: the stored session goes (the language stays German). */
async function signInAgain(page: Page, email: string) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await login(page, email);
}

/** A 1×1 PNG, so the server's content check takes it as an image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('loyalty in German: a program with a write-only key, its rewards, and a membership with an image', async ({ page, request }) => {
  // A fresh brand with a user who may run its loyalty and membership levels.
  const admin = await apiToken(request, 'admin@example.com');
  // Slugs take letters and underscores only.
  const suffix = Date.now().toString(36).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
  const group = await api(request, admin, 'POST', 'v1/general/customergroup', { name: `Loyalty Brand ${suffix}`, slug: `loyalty_${suffix}` });
  await api(request, admin, 'POST', 'v1/auth/role', {
    name: `Loyalty ${suffix}`, slug: `loyalty_${suffix}`, customerGroup: group._id,
    permissions: ['membershiplevels.view', 'membershiplevels.create', 'membershiplevels.update', 'membershiplevels.delete'],
  });
  const email = `loyalty-${suffix}@example.com`;
  await api(request, admin, 'POST', 'v1/auth/user', { name: 'Lea Loyalty', email, password: 'Secret123', role: `loyalty_${suffix}`, customerGroup: group._id });
  const token = await apiToken(request, email);

  await page.addInitScript(() => window.localStorage.setItem('locale', 'de'));
  await login(page, email);

  // Create: Como with an API key. No Como server is configured here, so its rewards are "not reachable".
  await page.goto('/loyaltyPrograms/create');
  await page.getByRole('combobox', { name: /^Anbieter/ }).click();
  await page.getByRole('option', { name: 'Como' }).click();
  await page.getByLabel('API-Schlüssel', { exact: true }).fill('como-secret-key');
  await page.getByLabel('Filial-ID', { exact: true }).fill('branch-1');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(async () => (await api<any[]>(request, token, 'GET', 'v1/loyalty')).length).toBe(1);
  const [program] = await api<any[]>(request, token, 'GET', 'v1/loyalty');
  expect(program).toMatchObject({ type: 'como', customerGroup: group._id, storeId: 'branch-1', secretsSet: { apikey: true, oauthSecret: false } });
  expect(JSON.stringify(program)).not.toContain('como-secret-key');

  // Edit: the key shows as set (never its value); saving another field keeps it.
  await page.goto(`/loyaltyPrograms/${program._id}`);
  const key = page.getByLabel('API-Schlüssel', { exact: true });
  await expect(key).toHaveValue('');
  await expect(page.getByText('Hinterlegt. Leer lassen, um ihn zu behalten, oder einen neuen eingeben, um ihn zu ersetzen.')).toBeVisible();
  await expect(page.getByText('Nicht hinterlegt.')).toBeVisible();
  await expect(page.getByTestId('rewards-failure')).toHaveText('Der Treueanbieter ist nicht erreichbar. Angezeigt werden die Prämien des letzten erfolgreichen Abrufs.');
  await page.getByLabel('Betreiber', { exact: true }).fill('Franchise Nord');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(async () => (await api(request, token, 'GET', `v1/loyalty/${program._id}`)).operator).toBe('Franchise Nord');
  expect((await api(request, token, 'GET', `v1/loyalty/${program._id}`)).secretsSet.apikey).toBe(true);

  // Internal: the rewards are the brand's articles with a campaign id, listed on the edit page.
  const [demoProgram] = await api<any[]>(request, admin, 'GET', 'v1/loyalty?type[]=internal');
  await signInAgain(page, 'admin@example.com');
  await page.goto(`/loyaltyPrograms/${demoProgram._id}`);
  await expect(page.getByTestId('rewards-list').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('rewards-list')).toContainText('150 Punkte');

  // Membership: created by the brand user, then an image on its edit page.
  await signInAgain(page, email);
  await page.goto('/membership/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Platin');
  await page.getByRole('spinbutton', { name: /^Stufe/ }).or(page.getByRole('textbox', { name: /^Stufe/ })).fill('3');
  await page.getByRole('spinbutton', { name: /^Benötigte Punkte/ }).or(page.getByRole('textbox', { name: /^Benötigte Punkte/ })).fill('2000');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(async () => (await api<any[]>(request, token, 'GET', 'v1/loyalty/membership')).length).toBe(1);
  const [level] = await api<any[]>(request, token, 'GET', 'v1/loyalty/membership');
  expect(level).toMatchObject({ name: 'Platin', tier: 3, neededPoints: 2000, customerGroup: group._id });
  await page.goto(`/membership/${level._id}`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'platin.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(async () => (await api(request, token, 'GET', `v1/loyalty/membership/${level._id}`)).image).toMatch(/^[0-9a-f]{24}$/);

  // The menu offers only what the user may open: Memberships with membershiplevels.view (this
  // brand user), not to the brand manager, who holds none; loyalty programs are open to everyone.
  const memberships = page.getByRole('list', { name: 'Kundeninfos' }).getByRole('link', { name: 'Mitgliedschaften' });
  await expect(memberships).toBeVisible();
  await signInAgain(page, 'manager@example.com');
  await expect(page.getByRole('link', { name: 'Treueprogramme' })).toBeVisible();
  await expect(memberships).toHaveCount(0);
});
