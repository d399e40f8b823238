import { systemPrincipal } from '../../access/systemPrincipal';
import type { Principal } from '../../access/principal';
import type { Services } from '../../services';
import { paymentProviderFromEnv } from './provider/paymentProviderFromEnv';

/**
 * GET v3/payment/byId/{id}/items: the payment's order lines with the quantity refunds took back.
 * The payment is read in the caller's scope (another tenant's is a 404); its order then belongs to
 * the same venue, so it is read without the order rights the caller may lack. `providerRefunds`
 * tells the refund dialog up front whether a refund can go through the provider at all.
 */
export async function paymentOrderItems(services: Services, principal: Principal, id: string) {
  const { registry } = services;
  const payment = await services.items.show(registry.get('payment')!, principal, id);
  const order = await services.items.show(registry.get('order')!, systemPrincipal, payment.order, { venue: payment.venue });
  const taken = new Map<string, number>();
  for (const r of payment.refunds ?? []) for (const a of r.articles ?? []) taken.set(a.article, (taken.get(a.article) ?? 0) + a.quantity);
  const items = (order.items ?? []).map((i: { article: string; name: string; quantity: number; unitPrice: number }) => {
    const refunded = Math.min(i.quantity, taken.get(i.article) ?? 0);
    taken.set(i.article, (taken.get(i.article) ?? 0) - refunded);
    return { article: i.article, name: i.name, quantity: i.quantity, unitPrice: i.unitPrice, refunded };
  });
  return { code: order.code, type: order.type, items, providerRefunds: paymentProviderFromEnv() !== null };
}
