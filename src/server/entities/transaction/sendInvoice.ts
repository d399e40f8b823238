import type { Entity } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import type { Services } from '../../services';
import { AppError, invalid, ruleError } from '../../errors';
import { writeAudit } from '../../crud/audit';
import { invoicePdfOf, transactionOf } from './invoicePdfOf';
import { venueOf } from './invoiceData';

const TEXT = {
  de: { subject: (n: unknown, m: string) => `Rechnung ${n} (${m})`, body: (v: string) => `Guten Tag,\n\nanbei die Rechnung für ${v}.\n\nMit freundlichen Grüßen` },
  en: { subject: (n: unknown, m: string) => `Invoice ${n} (${m})`, body: (v: string) => `Hello,\n\nplease find attached the invoice for ${v}.\n\nKind regards` },
  fr: { subject: (n: unknown, m: string) => `Facture ${n} (${m})`, body: (v: string) => `Bonjour,\n\nveuillez trouver ci-joint la facture pour ${v}.\n\nCordialement` },
} as const;

/**
 * POST invoice/venue/send: e-mails a transaction's PDF as an attachment to `email`, else to the
 * venue's invoiceReceiverEmail. A relay that refuses is INVOICE_SEND_FAILED (502); the sending
 * is audited on the transaction.
 */
export async function sendInvoice(services: Services, p: Principal, entity: Entity, body: { transaction: string; email?: string; lang?: keyof typeof TEXT }) {
  const t = await transactionOf(services, p, entity, body.transaction);
  const venue = await venueOf(services, p, t.venue);
  const to = body.email ?? venue.invoiceReceiverEmail;
  if (!to) throw invalid([ruleError('email', 'invoiceNoReceiver')]);
  const file = await invoicePdfOf(services, p, entity, t._id);
  const text = TEXT[body.lang ?? 'de'];
  try {
    await services.mailer.send({
      to, subject: text.subject(t.number, t.month), text: text.body(venue.name ?? ''),
      attachments: [{ filename: file.filename, content: file.body, contentType: 'application/pdf' }],
    });
  } catch (err) {
    throw new AppError('INVOICE_SEND_FAILED', { reason: (err as Error)?.message?.slice(0, 200) ?? 'unknown' });
  }
  await writeAudit(services.db.kysely, services.registry, {
    action: 'invoiceSend', entity, principal: p, subject: t._id, changes: { sentTo: { before: null, after: to } }, venue: t.venue, customer_group: venue.customerGroup ?? null,
  });
  return { sent: true, to, filename: file.filename };
}
