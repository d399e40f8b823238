/** Spec part 2 §9: invoices of the last 30 days are payable by SEPA. */
export const PAYABLE_DAYS = 30;
/**
 * Spec part 2 §4/§9: a single payment can be cancelled within 2 days (German text) or 5 days
 * (French text). The server enforces 2: the German text is the source language, and the
 * shorter window never lets a user cancel a debit the provider has already collected.
 */
export const CANCEL_DAYS = 2;

const DAY = 86_400_000;

/** Created within the last PAYABLE_DAYS days (the window is measured from the invoice's creation). */
export function withinPayableWindow(createdAt: string, now = Date.now()): boolean {
  return Date.parse(createdAt) >= now - PAYABLE_DAYS * DAY;
}

/** Until when a payment made at `paidAt` can be cancelled (ISO), or null without a date. */
export function cancellableUntil(paidAt: string | undefined): string | null {
  const t = paidAt ? Date.parse(paidAt) : NaN;
  return Number.isFinite(t) ? new Date(t + CANCEL_DAYS * DAY).toISOString() : null;
}
