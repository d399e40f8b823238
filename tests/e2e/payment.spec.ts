import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';

test('a brand manager refunds two articles of a payment and sees the payment and the audit entry updated', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const venue = await venueId(request, token, 'BM01');
  const list = await api(request, token, 'GET', `v3/payment/?venue[]=${venue}&status[]=paid&limit=1000`);
  // A paid payment whose order has at least two lines, the second one not refunded yet.
  let payment: any;
  let items: any[] = [];
  for (const p of list as any[]) {
    const answer = await api(request, token, 'GET', `v3/payment/byId/${p._id}/items`);
    const lines = answer.items as any[];
    if (lines.length >= 2 && lines[0].article !== lines[1].article && lines[0].name !== lines[1].name) {
      payment = p;
      items = lines;
      break;
    }
  }
  expect(payment).toBeTruthy();
  const expected = items[0].unitPrice + items[1].unitPrice;
  const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

  await login(page, 'manager@example.com');
  // Payments are listed per venue: select it through a venue screen, as the promo spec does.
  await page.goto('/table');
  await page.getByRole('dialog').getByText('Burger Mitte').click();
  await expect(page.getByRole('banner')).toContainText('Burger Mitte');
  await page.goto('/payments');
  await expect(page.getByText(payment.codes[0], { exact: true }).first()).toBeVisible();

  await page.goto(`/payments/${payment._id}/show`);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('checkbox', { name: named(items[0].name) }).check();
  await dialog.getByRole('checkbox', { name: named(items[1].name) }).check();
  // No payment provider in the e2e server: the dialog says so up front and books the refund as
  // external (the manager hands the money back at the till) instead of failing after the click.
  await expect(dialog.getByLabel('Refunded externally (cash)')).toBeChecked();
  await expect(dialog.getByLabel('Refunded externally (cash)')).toBeDisabled();
  await expect(dialog).toContainText('No payment provider is connected');
  const money = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(minor / 100);
  await expect(dialog.getByTestId('refund-total')).toHaveText(`Refund: ${money(expected)}`);
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page.getByText(`Refunded ${money(expected)}.`)).toBeVisible();
  await expect(page.getByTestId('payment-refunded')).toHaveText(money(expected));
  await expect(page.getByTestId('payment-status')).toHaveText('Partially refunded');
  await expect(page.getByTestId('refund-rows')).toContainText(items[0].name);
  await expect(page.getByTestId('refund-rows')).toContainText('manager@example.com');

  await page.getByRole('link', { name: 'Audit entries of this payment' }).click();
  await expect(page).toHaveURL(/\/auditing/);
  await expect(page.getByText(/refund/i).first()).toBeVisible();
  expect(errors).toEqual([]);
});
