import { expect, type Locator, type Page } from '@playwright/test';
import { settle, trackRequests } from './settle';

/**
 * Opens `path` and tells whether the screen asks for a venue first (`selector`, the venue
 * selector, is on show). A venue-bound screen without an active venue shows the selector instead
 * of itself (VenueGate); a re-login re-selects the venue worked in last, and other screens never
 * ask. Which of these it is, is known once the screen has settled: a fixed 5 s wait for a
 * selector that did not come used to pass in full.
 */
export async function asksForVenue(page: Page, path: string, selector: Locator = page.getByRole('dialog', { name: 'Select a venue' })): Promise<boolean> {
  // counted from before the load, so a request of the first render is not missed
  trackRequests(page);
  await page.goto(path);
  await expect(page.locator('#main-content').or(selector).first(), path).toBeVisible();
  // the selector's code loads on first use, then it fades in: settle() waits for both
  await settle(page);
  return selector.isVisible();
}
