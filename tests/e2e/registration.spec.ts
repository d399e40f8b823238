import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('a visitor registers with consent (refused without it), lands on the success page and signs in', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.locator('input[name="name"]').fill('Erika Register');
  // The address is checked while typed.
  await page.locator('input[name="email"]').fill('admin@example.com');
  await expect(page.getByText('This e-mail address is already in use.')).toBeVisible();
  await page.locator('input[name="email"]').fill('erika.register@example.com');
  await expect(page.getByText('This e-mail address is already in use.')).toHaveCount(0);
  await page.locator('input[name="password"]').fill('Welcome123');
  await page.locator('input[name="repeat"]').fill('Welcome123');

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please accept the data protection regulations.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  // The consent links the privacy policy, opened beside the form.
  await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');

  await page.locator('input[name="privacyAccepted"]').check();
  await expect(page.getByText('Please accept the data protection regulations.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\/success$/);
  await expect(page.getByTestId('register-success')).toContainText('Your account has been created');

  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await login(page, 'erika.register@example.com', 'Welcome123');
  // No statistics overview for a new account: the home page.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Welcome, Erika Register')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an admin sees the employee notification another user created', async ({ page, browser }) => {
  const errors = consoleErrors(page);
  const title = `Kitchen closes early ${Date.now()}`;

  const other = await browser.newContext();
  const manager = await other.newPage();
  const managerErrors = consoleErrors(manager);
  try {
    await login(manager, 'manager@example.com');
    await manager.goto('/employeeNotification/create');
    await manager.locator('input[name="title"]').fill(title);
    await manager.locator('textarea[name="text"]').fill('Last orders at 21:00 today.');
    await manager.getByRole('button', { name: 'Save' }).click();
    // Only admins list notifications: the author returns home, sees the notice as a banner,
    // and finds the write among its recent actions.
    await expect(manager).toHaveURL(/\/home$/);
    await expect(manager.getByText('Your notification has been sent.')).toBeVisible();
    await expect(manager.getByTestId('employee-notification').filter({ hasText: title })).toContainText('Last orders at 21:00 today.');
    await expect(manager.getByTestId('recent-actions')).toContainText(`Employee notification "${title}" created`);
    expect(managerErrors).toEqual([]);
  } finally {
    await other.close();
  }

  await login(page, 'admin@example.com');
  await page.goto('/employeeNotification');
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Mia Manager');
  await expect(row).toContainText('Demo Burger Company');
  expect(errors).toEqual([]);
});

test("registering through a brand's link waits for the brand, whose manager approves it with a role", async ({ page, browser }) => {
  const errors = consoleErrors(page);
  const email = `pending.${Date.now()}@example.com`;
  await page.goto('/register/demo_burger');
  await expect(page.getByTestId('register-group')).toContainText('Its administrators approve your account');
  await page.locator('input[name="name"]').fill('Paula Pending');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Welcome123');
  await page.locator('input[name="repeat"]').fill('Welcome123');
  await page.locator('input[name="privacyAccepted"]').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\/success$/);
  await expect(page.getByTestId('register-success')).toContainText('The brand approves your request');
  // Signed in before approval: the home page, and no call the account may not make.
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await login(page, email, 'Welcome123');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Welcome, Paula Pending')).toBeVisible();
  expect(errors).toEqual([]);

  const other = await browser.newContext();
  const manager = await other.newPage();
  const managerErrors = consoleErrors(manager);
  try {
    await login(manager, 'manager@example.com');
    await manager.goto('/user');
    const request = manager.getByTestId('registration-request').filter({ hasText: email });
    await expect(request).toContainText('Paula Pending');
    await request.getByLabel('Role').click();
    await manager.getByRole('option', { name: 'Venue staff' }).click();
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText('Paula Pending now belongs to your brand.')).toBeVisible();
    await expect(manager.getByTestId('registration-request').filter({ hasText: email })).toHaveCount(0);
    await expect(manager.locator('tbody tr').filter({ hasText: email })).toContainText('Venue staff');
    expect(managerErrors).toEqual([]);
  } finally {
    await other.close();
  }
});
