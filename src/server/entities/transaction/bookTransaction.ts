import { sql } from 'kysely';
import type { HookContext } from '../../crud/EntityHooks';
import { allows } from '../../access/principal';
import { AppError, invalid, ruleError } from '../../errors';
import { invoiceFigures } from './invoiceFigures';
import { invoiceLines, vatOf, type DeviceKind, type InvoiceLine, type SetupFee } from './invoiceLines';
import { monthPeriod, previousMonth } from './invoicePeriod';
import { nextInvoiceNumber } from './nextInvoiceNumber';
import type { VenueDoc } from './invoiceData';

export interface TransactionInput {
  venue: string;
  kind?: 'invoice' | 'creditNote';
  month: string;
  currency?: string;
  lines?: InvoiceLine[];
  setupFee?: SetupFee;
  devices?: { kind: DeviceKind; quantity: number }[];
  number?: number;
  amount?: number;
  vat?: number;
}

/**
 * Books an invoice or credit note (POST transaction/add, and the demo seed through the same
 * create): an invoice without lines gets the lines of its month (provision, fixed provision,
 * setup fee, devices); a credit note needs its lines. The amount is their sum; the number is
 * taken last, in the same transaction, so a refused booking takes none.
 */
export async function bookTransaction(ctx: HookContext, data: TransactionInput): Promise<void> {
  if (!allows(ctx.principal.venueIds, data.venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
  const row = await sql<{ doc: any }>`select "doc" from "venue" where "_id" = ${data.venue} and "deleted_at" is null`.execute(ctx.trx);
  if (!row.rows[0]) throw invalid([ruleError('venue', 'venueUnknown')]);
  const raw = row.rows[0].doc;
  const venue = { ...(typeof raw === 'string' ? JSON.parse(raw) : raw), _id: data.venue } as VenueDoc;
  if (data.month > previousMonth(new Date(Date.now() + 40 * 86_400_000))) throw invalid([ruleError('month', 'billingMonthFuture')]);
  if (!data.lines?.length) {
    if (data.kind === 'creditNote') throw invalid([ruleError('lines', 'creditNoteLines')]);
    const period = monthPeriod(data.month, venue.timezone);
    // Read through the booking's transaction: SQLite has one connection, held by this write.
    const figures = (await invoiceFigures({ ...ctx.services.db, kysely: ctx.trx }, [data.venue], period)).get(data.venue)!;
    data.lines = invoiceLines(venue, figures, { setupFee: data.setupFee, devices: data.devices });
  }
  data.lines.forEach((l, i) => {
    if (l.total !== l.quantity * l.unitPrice) throw invalid([ruleError(`lines/${i}/total`, 'lineTotal')]);
  });
  data.amount = data.lines.reduce((s, l) => s + l.total, 0);
  if (data.amount > 1_000_000_000) throw invalid([ruleError('lines', 'lineTotal')]);
  data.vat = vatOf(data.amount);
  data.currency = venue.currency ?? data.currency ?? 'euro';
  data.number = await nextInvoiceNumber(ctx.trx, ctx.services.db.dialect, data.venue);
}
