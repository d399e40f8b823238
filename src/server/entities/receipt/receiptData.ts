import type { Principal } from '../../access/principal';
import type { Services } from '../../services';

export interface ReceiptData {
  payment: any;
  order: any;
  orderAt: string;
  venue: any;
}

const parse = (doc: unknown) => (typeof doc === 'string' ? JSON.parse(doc) : doc);

/**
 * The payment (in the caller's scope: another tenant's is a 404), its order and its venue. The
 * payment is read through the items service with the payment's own scope; order and venue are
 * read by the ids the payment names, within the payment's venue.
 */
export async function receiptData(services: Services, principal: Principal, paymentId: string): Promise<ReceiptData> {
  const payment = await services.items.show(services.registry.get('payment')!, principal, paymentId);
  const db = services.db.kysely;
  const order = await db.selectFrom('order').select(['doc', 'created_at']).where('_id', '=', String(payment.order)).where('venue', '=', String(payment.venue)).executeTakeFirst();
  const venue = await db.selectFrom('venue').select(['doc']).where('_id', '=', String(payment.venue)).executeTakeFirst();
  return {
    payment,
    order: order ? parse(order.doc) : { code: (payment.codes as string[] | undefined)?.[0], items: [], tip: 0, logs: [] },
    orderAt: order ? new Date(order.created_at as string).toISOString() : String(payment.createdAt),
    venue: venue ? parse(venue.doc) : {},
  };
}
