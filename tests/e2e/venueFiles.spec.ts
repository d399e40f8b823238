import { expect, test } from '@playwright/test';
import { consoleErrors, login } from './helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a venue photo is uploaded from the edit form, checked by content and shown back', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'admin@example.com');
  await page.goto('/venue');
  await page.locator('tbody tr').filter({ hasText: 'Burger Hafen' }).getByText('Burger Hafen').click();
  await expect(page).toHaveURL(/\/venue\/[0-9a-f]{24}\/edit$/);
  await page.locator('input[type="file"][aria-label="Photo"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The file was uploaded.')).toBeVisible();
  const img = page.getByRole('img', { name: 'Photo' });
  await expect(img).toHaveAttribute('src', /\/api\/v1\/files\/[0-9a-f]+$/);
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  // A text file claiming to be an image is refused by the server with its message.
  await page.locator('input[type="file"][aria-label="Photo"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Only image files are allowed.')).toBeVisible();
  expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
});
