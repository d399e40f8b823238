import type { Entity } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import type { Services } from '../../services';
import { AppError } from '../../errors';
import { venueOf } from './invoiceData';
import { invoicePdf } from './invoicePdf';
import { ddmmyyyy } from './pdfBuffer';

const ID = /^[0-9a-f]{24}$/;

/** A transaction in the caller's scope (another tenant's, or a malformed id, is a 404). */
export async function transactionOf(services: Services, p: Principal, entity: Entity, id: string): Promise<Record<string, any>> {
  if (!ID.test(id)) throw new AppError('NOT_FOUND', { resource: 'transaction' });
  return services.items.show(entity, p, id) as Promise<Record<string, any>>;
}

/** The transaction's PDF named billing-{DD-MM-YYYY}.pdf after its booking day (spec §9). */
export async function invoicePdfOf(services: Services, p: Principal, entity: Entity, id: string) {
  const t = await transactionOf(services, p, entity, id);
  const venue = await venueOf(services, p, t.venue);
  const body = await invoicePdf({ venue, transaction: t });
  return { contentType: 'application/pdf', filename: `billing-${ddmmyyyy(t.createdAt ?? new Date().toISOString())}.pdf`, body };
}
