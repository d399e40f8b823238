import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../src/server/auth/totp';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login, PASSWORD } from './helpers';

const pad = (n: number) => String(n).padStart(2, '0');

async function selectActiveVenue(page: Page, name: string): Promise<void> {
  await page.goto('/table');
  const selector = page.getByRole('dialog');
  await expect(selector).toContainText('Select a venue');
  await selector.getByText(name).click();
  await expect(selector).toBeHidden();
  await expect(page.getByRole('banner')).toContainText(name);
}

/** Opens the venue's edit screen from the venue list and answers its id. */
async function openVenueEdit(page: Page, name: string): Promise<string> {
  await page.goto('/venue');
  await page.locator('tbody tr').filter({ hasText: name }).first().getByText(name, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/venue\/[0-9a-f]{24}(\/edit)?$/);
  return /\/venue\/([0-9a-f]{24})/.exec(page.url())![1];
}

test('an admin puts the active venue in panic mode, sees the banner, and ends the panic', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await selectActiveVenue(page, 'Burger Mitte');
  const banner = page.getByTestId('panic-banner');
  await expect(banner).toHaveCount(0);

  const id = await openVenueEdit(page, 'Burger Mitte');
  // The edit toolbar leads to the step's own route.
  await page.getByLabel('Panic mode', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/venue/${id}/panic$`));
  await expect(page.getByRole('heading', { name: 'Panic mode: Burger Mitte' })).toBeVisible();

  // typed as English shows it (DD/MM/YYYY HH:mm) on the venue's clock, which is named where the browser's differs
  const end = new Date(Date.now() + 2 * 24 * 3600_000);
  const typed = `${pad(end.getUTCDate())}/${pad(end.getUTCMonth() + 1)}/${end.getUTCFullYear()} 14:30`;
  const shown = `${typed}(?: \\S+)?`;
  await page.getByLabel('End of panic mode').fill(typed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('panic-state')).toHaveText(new RegExp(`^Burger Mitte is in panic mode until ${shown}\\.$`));
  await expect(banner).toHaveText(new RegExp(`^Burger Mitte is in panic mode until ${shown}$`));

  // It stays after a reload and on other screens while Burger Mitte is the active venue.
  await page.goto('/table');
  await expect(banner).toHaveText(new RegExp(`^Burger Mitte is in panic mode until ${shown}$`));

  await page.goto(`/venue/${id}/panic`);
  await page.getByRole('button', { name: 'End panic' }).click();
  await expect(page.getByTestId('panic-state')).toHaveText('Burger Mitte is not in panic mode.');
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('panic-state')).toHaveText('Burger Mitte is not in panic mode.');
  await expect(banner).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an admin verifies and publishes a venue after confirming', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  const id = await openVenueEdit(page, 'Burger Hafen');

  for (const [label, step, done] of [
    ['Verify', 'verify', 'verified'],
    ['Publish', 'publish', 'published'],
  ] as const) {
    await page.goto(`/venue/${id}/edit`);
    await page.getByLabel(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/venue/${id}/${step}$`));
    await expect(page.getByTestId('venue-step-question')).toHaveText(`Do you want to ${step} the venue "Burger Hafen"?`);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`"Burger Hafen" has been ${done}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/venue$/);
    // The flag reached the server: the step now says so.
    await page.goto(`/venue/${id}/${step}`);
    await expect(page.getByText(`"Burger Hafen" is already ${done}.`)).toBeVisible();
  }
  expect(errors).toEqual([]);
});

/**
 * An operator may not turn MFA off again, so the test signs in as an operator of its own, removed
 * afterwards: the seeded operator@ keeps signing in with the password alone in every other spec,
 * whichever runs after this one on the same server.
 */
test('an operator turns on MFA; signing in then asks for the code, rejects a wrong one and accepts the right one', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const email = `mfa.operator.${Date.now()}@example.com`;
  const user = await api(request, admin, 'POST', 'v1/auth/user', { name: 'Mona MFA', email, password: PASSWORD, role: 'operator', venues: [await venueId(request, admin, 'BM01')] });
  try {
    await operatorTurnsOnMfa();
  } finally {
    // The seeded admin has no MFA: removing the user is not stepped up.
    await request.delete(`/api/v1/auth/user/${user._id}`, { headers: { authorization: `Bearer ${admin}` } });
  }
  // The intended 401s of the sign-in without and with a wrong code, nothing else.
  expect(errors.filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e))).toEqual([]);

  async function operatorTurnsOnMfa(): Promise<void> {
    await login(page, email);
    await page.goto('/auth/security');
    await expect(page.getByTestId('mfa-state')).toHaveText('Off');
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const setup = page.getByRole('dialog');
    await expect(setup).toContainText('Set up two-factor authentication');
    const secret = (await setup.getByTestId('mfa-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // A code is accepted once: activate with the previous period's (still within the clock
    // tolerance), so the sign-in below can use the current one.
    await setup.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret, Date.now(), -1));
    await setup.getByRole('button', { name: 'Activate' }).click();
    await expect(setup).toBeHidden();
    await expect(page.getByTestId('mfa-state')).toHaveText('On');

    // Log out and in again: the password alone opens the MFA dialog.
    await page.getByRole('banner').getByRole('button', { name: /profile/i }).click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    const mfa = page.getByRole('dialog');
    await expect(mfa).toContainText('Two-factor authentication');
    const code = mfa.getByRole('textbox', { name: 'Code' });
    const right = totpCode(secret);
    await code.fill(right === '000000' ? '111111' : '000000');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login') && (r.request().postData() ?? '').includes('"code"'));
    await mfa.getByRole('button', { name: 'Confirm' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'MFA_INVALID', message: 'The MFA-Code is invalid.' });
    // The dialog stays open with the spec's message and an empty code field.
    await expect(mfa).toContainText('The MFA-Code is invalid.');
    await expect(code).toHaveValue('');
    await code.fill(totpCode(secret));
    await mfa.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/(dashboard|home)$/);
  }
});
