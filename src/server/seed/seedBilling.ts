import { systemPrincipal } from '../access/systemPrincipal';
import { previousMonth } from '../entities/transaction/invoicePeriod';
import type { Services } from '../services';

/**
 * The demo tenant's invoices: one per venue for the previous month, booked through the same
 * create as POST transaction/add (so numbers come from lastInvoiceNumber). Venues without a
 * provision rate get the demo's 5 % first, so the invoices show a provision line.
 */
export async function seedBilling(services: Services, venueIds: readonly string[]): Promise<void> {
  const venue = services.registry.get('venue')!;
  const transaction = services.registry.get('transaction')!;
  for (const [i, id] of venueIds.entries()) {
    const v = await services.items.show(venue, systemPrincipal, id);
    if (v.provisionRate === undefined) await services.items.update(venue, systemPrincipal, id, { provisionRate: 5 });
    await services.items.create(transaction, systemPrincipal, {
      venue: id, kind: 'invoice', month: previousMonth(), setupFee: i === 0 ? 'full' : i === 1 ? 'reduced' : 'none',
      ...(i === 0 ? { devices: [{ kind: 'tabletWithPrinter', quantity: 1 }] } : {}),
    });
  }
}
