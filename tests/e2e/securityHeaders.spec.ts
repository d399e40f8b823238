import { expect, test, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import pkg from '../../package.json' with { type: 'json' };
import { api, apiToken, venueId } from './api';
import { consoleErrors, login } from './helpers';

/**
 * The admin runs under the server's Content-Security-Policy (no inline script, inline style for
 * MUI, data: images, frames only from itself): the main screens load with no console error and
 * no CSP violation. Violations are collected from the `securitypolicyviolation` event of every
 * frame, besides the console, so a refused load cannot hide behind a screen that still renders.
 */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${e.documentURI} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return violations;
}

/** A one-page PDF. */
function pdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: [300, 200] });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.text('Imprint of Burger Mitte');
    doc.end();
  });
}

test('the admin page is sent with its security headers', async ({ page }) => {
  const res = await page.goto('/');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
});

test('the main screens run under the policy with no console error and no CSP violation', async ({ page }) => {
  const errors = consoleErrors(page);
  const violations = await cspViolations(page);

  // Login, home and dashboard (charts).
  await login(page, 'admin@example.com');
  await page.goto('/home');
  await expect(page.getByRole('main')).toBeVisible();
  // The footer shows package.json's version, the one source of it.
  await expect(page.locator('footer')).toContainText(`Version ${pkg.version}`);
  await page.goto('/dashboard');
  await expect(page.locator('svg').first()).toBeVisible();

  // A list and an edit form.
  await page.goto('/user');
  await page.locator('tbody tr').filter({ hasText: 'manager@example.com' }).first().click();
  await expect(page).toHaveURL(/\/user\/[0-9a-f]{24}/);
  await expect(page.locator('input[name="email"]')).toHaveValue('manager@example.com');

  // The venue edit with its tabs.
  await page.goto('/venue');
  await page.locator('tbody tr').filter({ hasText: 'Burger Mitte' }).getByText('Burger Mitte').click();
  await expect(page).toHaveURL(/\/venue\/[0-9a-f]{24}\/edit$/);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (let i = 0, n = Math.min(await tabs.count(), 6); i < n; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
  }
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the MFA QR code (a data: image) is shown under the policy', async ({ page }) => {
  const errors = consoleErrors(page);
  const violations = await cspViolations(page);
  await login(page, 'manager@example.com');
  await page.goto('/auth/security');
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const qr = page.getByTestId('mfa-qr');
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => qr.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a venue\'s legal page frames its PDF, which carries its own policy', async ({ page, request }) => {
  const token = await apiToken(request, 'admin@example.com');
  const venue = await venueId(request, token, 'BM01');
  const up = await request.patch(`/api/v1/general/venue/${venue}/imprint`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'imprint.pdf', mimeType: 'application/pdf', buffer: await pdf() } },
  });
  expect(up.status(), await up.text()).toBe(200);
  const { url } = await api<{ url: string }>(request, token, 'GET', `v1/general/venue/${venue}/imprint`);
  const file = await request.get(new URL(url).pathname);
  expect(file.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  expect(file.headers()['x-frame-options']).toBeUndefined();

  const errors = consoleErrors(page);
  const violations = await cspViolations(page);
  await page.goto(`/legal/${venue}/imprint`);
  await expect(page.getByRole('heading', { name: /Imprint/ })).toBeVisible();
  const frame = page.locator('iframe');
  if (await page.evaluate(() => navigator.pdfViewerEnabled)) {
    await expect(frame).toHaveAttribute('src', url);
    await expect.poll(() => page.frames().some((f) => f.url() === url)).toBe(true);
  }
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the API reference (Swagger UI, served whole by the app) lists the operations under the policy, loading nothing from elsewhere', async ({ page, baseURL }) => {
  const errors = consoleErrors(page);
  const violations = await cspViolations(page);
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) outside.push(r.url());
  });
  await page.goto('/api/docs');
  await expect(page.locator('.info .title')).toContainText('backoffice API');
  await expect(page.locator('.info .title .version').first()).toHaveText(pkg.version);
  await expect(page.locator('.opblock').first()).toBeVisible();
  // Swagger UI's filter is by tag.
  await page.locator('.operation-filter-input').fill('maintenance');
  const op = page.locator('.opblock').first();
  await expect(op.locator('.opblock-summary-path')).toContainText('maintenance');
  await op.locator('.opblock-summary-control').click();
  await expect(op.locator('.responses-wrapper')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the policy is in force: an inline script is refused and reported', async ({ page }) => {
  const violations = await cspViolations(page);
  await page.goto('/');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.inlineRan = true';
    document.body.append(s);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toMatch(/^script-src-elem blocked inline/);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});
