import { hasPermission } from '../../../core/permissions';
import type { Principal } from '../../access/principal';
import type { Services } from '../../services';
import { brandInvoice, venueInvoice } from './invoiceData';

/**
 * `GET invoice/{venue}/venue/summary`: the venue's chosen figures and invoice amount. With
 * `billing.flavor` (spec §6; decision: like the sales flavors, the brand split) the answer adds
 * `brand`: the same figures summed over the venue's brand (its customer group's venues in the
 * caller's scope, of the venue's currency only) and how many venues they are, so the venue is
 * seen beside its brand. Without the permission the answer has no `brand`.
 */
export async function venueSummary(services: Services, p: Principal, venueId: string, query: Record<string, unknown>) {
  const d = await venueInvoice(services, p, venueId, query);
  const out = { venue: d.venue, period: d.period, currency: d.currency, fields: d.fields, figures: d.figures, amount: d.amount, vat: d.vat };
  if (!hasPermission(p, 'billing.flavor')) return out;
  const b = await brandInvoice(services, p, venueId, query);
  const own = b.byCurrency.find((c) => c.currency === d.currency)!;
  return { ...out, brand: { customerGroup: b.customerGroup, venues: own.venues, figures: own.totals, amount: own.amount, vat: own.vat } };
}
