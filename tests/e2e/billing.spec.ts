import fs from 'node:fs';
import path from 'node:path';
import { api, apiToken, venueId } from './api';
import { expect, test } from './fixtures';
import { consoleErrors, login } from './helpers';
import { workerServer } from './workerServer';
import { pdfText } from '../helpers/pdfText';

/** "1.234,56": the invoice PDF's amounts (two decimals, a comma). */
const euros = (minor: number) => `${String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(minor % 100).padStart(2, '0')}`;

test('the brand manager downloads a billing PDF and sends it by e-mail', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  const token = await apiToken(request, 'manager@example.com');
  const mitte = await venueId(request, token, 'BM01');
  const [invoice] = await api<any[]>(request, token, 'GET', `v3/payment/transaction/${mitte}?limit=10`);
  expect(invoice.number).toBeGreaterThan(0);
  await login(page, 'manager@example.com');

  await page.goto('/billing');
  await page.locator('[aria-labelledby~="billing-venue"]').click();
  await page.getByRole('option', { name: 'Burger Mitte' }).click();

  // The form needs at least one field.
  for (const f of ['Orders', 'Gross', 'Net', 'Tips', 'Provision', 'Fees']) await page.getByRole('checkbox', { name: f }).uncheck();
  await expect(page.getByText('Choose at least one field for the billing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show invoice data' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Orders' }).check();
  await page.getByRole('button', { name: 'Show invoice data' }).click();
  await expect(page.getByRole('table', { name: 'Show invoice data' })).toContainText('Orders');

  // Devices of spec §9: two tablets are a line of 2 × €200.00 and 2 × €8.00 shipping.
  await page.getByLabel('Tablet', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Show invoice data' }).click();
  const tabletRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Tablet', exact: true }) });
  await expect(tabletRow).toContainText('2');
  await expect(tabletRow).toContainText('400.00');
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Shipping', exact: true }) })).toContainText('16.00');
  await page.getByLabel('Tablet', { exact: true }).fill('');
  await expect(page.getByRole('button', { name: 'Show invoice data' })).toBeDisabled();
  await page.getByLabel('Tablet', { exact: true }).fill('0');

  // The invoice PDF: billing-{DD-MM-YYYY}.pdf with the venue and the total.
  const row = page.getByTestId(`transaction-${invoice.number}`);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'PDF', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^billing-\d{2}-\d{2}-\d{4}\.pdf$/);
  const file = path.join(info.outputDir, download.suggestedFilename());
  await download.saveAs(file);
  const pdf = fs.readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Burger Mitte');
  expect(text).toContain(`Gesamt EUR\n${euros(invoice.amount)}`);

  // Sent by e-mail: the local SMTP server receives the mail with the PDF attached.
  const mailDir = workerServer()!.mailDir;
  const before = fs.readdirSync(mailDir).length;
  await page.getByLabel("Send to (empty: the venue's invoice address)").fill('accounting@example.com');
  await row.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The invoice was sent to accounting@example.com.')).toBeVisible();
  await expect.poll(() => fs.readdirSync(mailDir).length).toBeGreaterThan(before);
  const mails = fs.readdirSync(mailDir).map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'));
  const mail = mails.find((m) => /^To: accounting@example\.com\r?$/m.test(m))!;
  expect(mail).toMatch(new RegExp(`^Subject: Invoice ${invoice.number} \\(`, 'm'));
  expect(mail).toMatch(/Content-Type: application\/pdf; name=billing-\d\d-\d\d-\d{4}\.pdf/);

  await page.screenshot({ path: path.join(info.outputDir, 'billing-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Invoices and credit notes')).toBeVisible();
  await page.screenshot({ path: path.join(info.outputDir, 'billing-phone.png'), fullPage: true });
  expect(errors).toEqual([]);
});
