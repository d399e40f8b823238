import { expect, test } from '@playwright/test';
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/**
 * /sepa as the brand manager (spec part 2 §2–§4, §9): the demo mandate, paying an open invoice
 * through the local SEPA provider (scripts/e2e.ts), and cancelling a payment within 2 days.
 */
test('the manager sees the mandate, pays an invoice and cancels a payment', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'manager@example.com');
  await page.goto('/sepa');
  const mandate = page.getByTestId('sepa-mandate');
  await expect(mandate).toContainText('Demo Burger Company GmbH');
  await expect(mandate).toContainText('DBC-MANDATE-0001');
  await expect(mandate).toContainText('Registered');

  const payable = page.getByTestId('sepa-payable');
  const paid = page.getByTestId('sepa-paid');
  await expect(payable.first()).toBeVisible();
  const openBefore = await payable.count();
  const paidBefore = await paid.count();
  const number = (await payable.first().locator('td').nth(1).innerText()).trim();
  await payable.first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Pay selected' }).click();
  await expect(page.getByText('Invoice paid by SEPA.')).toBeVisible();
  await expect(payable).toHaveCount(openBefore - 1);
  await expect(paid).toHaveCount(paidBefore + 1);
  const row = paid.filter({ has: page.locator('td', { hasText: new RegExp(`^${number}$`) }) });
  await expect(row).toContainText(/PM\d{4}/);

  await row.getByRole('button', { name: 'Cancel payment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('SEPA payment cancelled; the invoice is open again.')).toBeVisible();
  await expect(payable).toHaveCount(openBefore);
  expect(errors).toEqual([]);
});

test('a new registration link asks first and replaces the mandate', async ({ page }) => {
  await login(page, 'manager@example.com');
  await page.goto('/sepa');
  await page.getByRole('button', { name: 'Create registration link' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('replaces the current mandate');
  await dialog.getByLabel('Merchant name').fill('Demo Burger Finance');
  await dialog.getByRole('button', { name: 'Create registration link' }).click();
  await expect(page.getByText('Registration link created.')).toBeVisible();
  const mandate = page.getByTestId('sepa-mandate');
  await expect(mandate).toHaveCount(1);
  await expect(mandate).toContainText('Demo Burger Finance');
  await expect(mandate).toContainText('Waiting for registration');
  await expect(mandate.getByRole('link', { name: 'Open registration link' })).toHaveAttribute('href', /sepa\.example\.com\/register\/MD\d+/);
  for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/sepa-${size.width}.png`, fullPage: true });
  }
});

test('Authorize PayPal needs the saved merchant id and e-mail; the finish page shows PayPal\'s result', async ({ page, request }) => {
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BH02');
  await login(page, 'manager@example.com');
  await page.goto(`/venue/${venue}/edit/payment`);
  const button = page.getByTestId('paypal-authorize');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeDisabled();
  await expect(page.getByText('Save the PayPal merchant id and e-mail first, then authorize.')).toBeVisible();

  await api(request, token, 'PATCH', `v1/general/venue/${venue}`, { payment: { paypal: true, credentials: { paypalMerchantId: 'MERCHANT-BH02', paypalEmail: 'hafen@example.com' } } });
  await page.goto(`/paypal/${venue}/finish?merchantIdInPayPal=MERCHANT-BH02&permissionsGranted=true`);
  await expect(page.getByTestId('paypal-result')).toHaveText('PayPal is connected: this venue can receive PayPal payments.');
  await expect(page.getByText('MERCHANT-BH02')).toBeVisible();
  expect(errors).toEqual([]);
});
