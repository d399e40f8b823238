import { dayBoundInZone } from '../../core/venueTime';

/** What a chart point or table row of the sales screens narrows the orders list to. */
export interface OrdersSlice {
  /** local days (YYYY-MM-DD), both included, on `zone`'s clock */
  from: string;
  to: string;
  zone: string;
  venue?: string;
  paymentMethod?: string;
  type?: string;
}

/**
 * The orders list (/orders) with react-admin's `filter` in the URL: the created-at range of the
 * days on the venue's clock (the list's own createdAt_gte/createdAt_lte filters), and the venue,
 * payment method or order type of the row, newest first.
 */
export function ordersListUrl(slice: OrdersSlice): string {
  const filter: Record<string, string> = {
    createdAt_gte: dayBoundInZone(slice.from, slice.zone),
    createdAt_lte: dayBoundInZone(slice.to, slice.zone, true),
  };
  if (slice.venue) filter.venue = slice.venue;
  if (slice.paymentMethod) filter.paymentMethod = slice.paymentMethod;
  if (slice.type) filter.type = slice.type;
  const params = new URLSearchParams({ filter: JSON.stringify(filter), order: 'DESC', page: '1', sort: 'createdAt' });
  return `/orders?${params.toString()}`;
}
