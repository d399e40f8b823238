import { systemPrincipal } from '../access/systemPrincipal';
import type { ApiRecord } from '../crud/rowToRecord';
import type { Services } from '../services';

export interface InvoiceLine {
  label: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/**
 * Books an open invoice of `venue`: its number is the venue's `lastInvoiceNumber` + 1, both
 * written in one transaction (the venue's row is locked by its update first, so numbers have no
 * gaps or duplicates). Stands in until billing's booking function is merged; `createdAt` back-dates
 * the row (demo data and tests of the 30-day window).
 */
export async function bookInvoice(services: Services, venue: string, input: { month: string; lines: InvoiceLine[]; createdAt?: string }): Promise<ApiRecord> {
  const venueEntity = services.registry.get('venue')!;
  const tx = services.registry.get('transaction')!;
  const created = await services.items.transaction(async (items) => {
    const current = await items.update(venueEntity, systemPrincipal, venue, {}, {}, 'invoiceNumber');
    const number = Number(current.lastInvoiceNumber ?? 0) + 1;
    await items.update(venueEntity, systemPrincipal, venue, { lastInvoiceNumber: number }, {}, 'invoiceNumber');
    const amount = input.lines.reduce((sum, l) => sum + l.total, 0);
    return items.create(tx, systemPrincipal, {
      venue, number, kind: 'invoice', month: input.month, currency: (current.currency as string | undefined) ?? 'euro', amount, lines: input.lines, status: 'open',
    });
  });
  if (!input.createdAt) return created;
  await services.db.kysely.updateTable('transaction').set({ created_at: input.createdAt, updated_at: input.createdAt }).where('_id', '=', created._id).execute();
  return { ...created, createdAt: input.createdAt, updatedAt: input.createdAt };
}

const DAY = 86_400_000;

/**
 * The demo's SEPA mandate (registered, for all demo venues) and invoices for /sepa: per venue one
 * open invoice of last month issued 3 days ago; the first venue also one paid yesterday by SEPA
 * (still cancellable) and one older than 30 days (not payable any more).
 */
export async function seedSepa(services: Services, customerGroup: string, venues: string[]): Promise<void> {
  const now = Date.now();
  const month = (offset: number) => {
    const d = new Date(now);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - offset);
    return d.toISOString().slice(0, 7);
  };
  const lines = (provision: number): InvoiceLine[] => [
    { label: 'Provision', quantity: 1, unitPrice: provision, total: provision },
    { label: 'Einrichtungsgebühr', quantity: 1, unitPrice: 4900, total: 4900 },
  ];
  await services.items.create(services.registry.get('sepa')!, systemPrincipal, {
    merchantId: 'DBC-4711', merchantName: 'Demo Burger Company GmbH', venues, customerGroup, status: 'active',
    mandateReference: 'DBC-MANDATE-0001', registrationLink: 'https://sepa.example.com/register/MD-DEMO', providerMandateId: 'MD-DEMO',
  });
  await bookInvoice(services, venues[0], { month: month(2), lines: lines(15890), createdAt: new Date(now - 40 * DAY).toISOString() });
  const paid = await bookInvoice(services, venues[0], { month: month(1), lines: lines(21450), createdAt: new Date(now - 2 * DAY).toISOString() });
  await services.items.update(services.registry.get('transaction')!, systemPrincipal, paid._id, { status: 'paid', paidAt: new Date(now - DAY).toISOString(), sepaPaymentRef: 'PM-DEMO-0001' }, {}, 'sepaPay');
  for (const [i, venue] of venues.entries()) {
    await bookInvoice(services, venue, { month: month(1), lines: lines(12340 + i * 1111), createdAt: new Date(now - 3 * DAY + i * 60_000).toISOString() });
  }
}
