import { expect, test } from '@playwright/test';
import { totpCode } from '../../src/server/auth/totp';
import { api, apiToken } from './api';
import { forgetStepUp } from './forgetStepUp';
import { consoleErrors, login, PASSWORD } from './helpers';

const EMAIL = 'stepup.admin@example.com';

/** A code of `secret` that is wrong now and in the neighbouring 30-second windows. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((s) => totpCode(secret, Date.now(), s)));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!near.has(c)) return c;
  }
}

/**
 * The step-up of spec part 1 §4 and §8 in the browser: a call the server holds back for a second
 * factor opens the two-factor dialog, which holds the call; a wrong code keeps the dialog with an
 * empty field and the error; the right one completes the call; cancel rejects it with a notice.
 */
test('an administrator with MFA deletes a role and turns MFA off: each asks for the code', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const admin = await apiToken(request, 'admin@example.com');
  const user = await api(request, admin, 'POST', 'v1/auth/user', { name: 'Stepup Admin', email: EMAIL, password: PASSWORD, role: 'admin' });
  const role = await api(request, admin, 'POST', 'v1/auth/role', { name: 'Step-up helper', slug: 'step_up_helper', permissions: ['venue.view'] });
  try {
    await protectedActions();
  } finally {
    // The seeded admin has no MFA: removing the helper user is not stepped up for it.
    await request.delete(`/api/v1/auth/user/${user._id}`, { headers: { authorization: `Bearer ${admin}` } });
    await request.delete(`/api/v1/auth/role/${role._id}`, { headers: { authorization: `Bearer ${admin}` } });
  }

  async function protectedActions(): Promise<void> {
    // Signed in first, then MFA turned on (through the API, as the security page would do it).
    await login(page, EMAIL);
    const own = await apiToken(request, EMAIL);
    const { secret } = await api(request, own, 'POST', 'v1/auth/mfa/setup');
    await api(request, own, 'POST', 'v1/auth/mfa/enable', { code: totpCode(secret, Date.now(), -1) });

    // A protected action: removing a role.
    await page.goto(`/role/${role._id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const held = page.waitForResponse((r) => r.url().endsWith(`/api/v1/auth/role/${role._id}`) && r.request().method() === 'DELETE');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const first = await held;
    expect(first.status()).toBe(401);
    expect(await first.json()).toMatchObject({ name: 'MFAError', code: 'MFA_REQUIRED' });

    const mfa = page.getByRole('dialog').filter({ hasText: 'Two-factor authentication' });
    await expect(mfa).toContainText('This action needs a current code from your authenticator app.');
    const code = mfa.getByRole('textbox', { name: 'Code' });
    const submit = mfa.getByRole('button', { name: 'Confirm' });
    await expect(submit).toBeDisabled();

    // A wrong code: refused, the dialog stays with an empty field and the spec's message.
    await code.fill(wrongCode(secret));
    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/v1/auth/role/${role._id}`) && r.request().headers()['x-mfa-code'] !== undefined);
    await submit.click();
    expect(await (await refused).json()).toMatchObject({ name: 'MFAError', code: 'MFA_INVALID' });
    await expect(mfa).toContainText('The MFA-Code is invalid.');
    await expect(code).toHaveValue('');
    await expect(mfa).toBeVisible();

    // The right code completes the held call: the role is gone and the list is shown.
    await code.fill(totpCode(secret));
    await submit.click();
    await expect(mfa).toBeHidden();
    await expect(page).toHaveURL(/\/role$/);
    const gone = await request.get(`/api/v1/auth/role/${role._id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(gone.status()).toBe(404);

    // Minutes later (the verified code no longer covers the sign-in): turning MFA off asks again.
    forgetStepUp(user._id);
    await page.goto('/auth/security');
    await expect(page.getByTestId('mfa-state')).toHaveText('On');
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await expect(mfa).toBeVisible();
    // Cancel rejects the held call with a notice; nothing changed.
    await mfa.getByRole('button', { name: 'Cancel' }).click();
    await expect(mfa).toBeHidden();
    await expect(page.getByText('Cancelled: the action needs a code from your authenticator app.')).toBeVisible();
    await expect(page.getByTestId('mfa-state')).toHaveText('On');

    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await expect(mfa).toBeVisible();
    await code.fill(totpCode(secret, Date.now(), 1));
    await submit.click();
    await expect(mfa).toBeHidden();
    await expect(page.getByTestId('mfa-state')).toHaveText('Off');
    const session = await request.get('/api/v1/auth/session', { headers: { authorization: `Bearer ${own}` } });
    expect((await session.json()).mfa).toBe(false);

    // The intended 401s of the held calls, nothing else.
    expect(errors.filter((e) => !/^Failed to load resource: the server responded with a status of 401/.test(e))).toEqual([]);
  }
});
