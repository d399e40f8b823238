import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the list at `path` and tells whether it asks for a venue first (`selector`, the venue
 * selector, is on show). A venue-bound list without an active venue shows the selector instead
 * of itself (VenueGate), and with one (a re-login re-selects the venue worked in last, a user
 * with one venue has it) the list and never the selector: whichever shows first is the answer.
 * A fixed 5 s wait for a selector that did not come used to pass in full.
 */
export async function asksForVenue(page: Page, path: string, selector: Locator = page.getByRole('dialog', { name: 'Select a venue' })): Promise<boolean> {
  await page.goto(path);
  await expect(selector.or(page.locator('#main-content .list-page')).first(), path).toBeVisible();
  return selector.isVisible();
}
