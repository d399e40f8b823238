import PDFDocument from 'pdfkit';
import type { ReceiptData } from './receiptData';
import { zoneOf } from '../../../core/venueTime';
import { METHOD_TEXT, RECEIPT_TEXT, localTime, money, type ReceiptLang } from './receiptText';
import { vatBreakdown } from './vatBreakdown';

export type ReceiptKind = 'customer' | 'merchant' | 'combined' | 'full';

/** Copies drawn for each kind: combined is the customer and the merchant copy in one document. */
const COPIES: Record<ReceiptKind, readonly ('customer' | 'merchant' | 'full')[]> = {
  customer: ['customer'], merchant: ['merchant'], combined: ['customer', 'merchant'], full: ['full'],
};

/**
 * The receipt PDF of one payment (A5 pages, one per copy). Uncompressed: a receipt is a page of
 * text, and uncompressed content lets anyone (and the tests) read the amounts back.
 */
export async function receiptPdf(data: ReceiptData, kind: ReceiptKind, lang: ReceiptLang): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 36, autoFirstPage: false, compress: false, info: { Title: `${RECEIPT_TEXT[lang][kind === 'combined' ? 'customer' : kind]} ${data.order.code ?? ''}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const copy of COPIES[kind]) drawCopy(doc, data, copy, lang);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function drawCopy(doc: PDFKit.PDFDocument, { payment, order, orderAt, venue }: ReceiptData, copy: 'customer' | 'merchant' | 'full', lang: ReceiptLang): void {
  const t = RECEIPT_TEXT[lang];
  const cur = String(payment.currency ?? order.currency ?? 'euro');
  const tz = zoneOf(venue.timezone);
  doc.addPage();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, left, y, { width: width * 0.65 });
    const end = doc.y;
    doc.text(value, left + width * 0.65, y, { width: width * 0.35, align: 'right' });
    doc.y = Math.max(end, doc.y);
  };

  doc.font('Helvetica-Bold').fontSize(14).text(t[copy], { align: 'center' });
  doc.moveDown(0.5).fontSize(11).text(String(venue.name ?? ''), { align: 'center' });
  doc.font('Helvetica').fontSize(9);
  const street = [venue.street, venue.number].filter(Boolean).join(' ');
  const city = [venue.postalCode, venue.city].filter(Boolean).join(' ');
  for (const line of [street, city]) if (line) doc.text(line, { align: 'center' });
  if (venue.vatNumber) doc.text(`${t.vatId} ${venue.vatNumber}`, { align: 'center' });
  doc.moveDown();

  const codes = (payment.codes as string[] | undefined)?.length ? (payment.codes as string[]).join(', ') : String(order.code ?? '');
  row(t.order, codes);
  row(t.date, localTime(String(payment.createdAt ?? orderAt), tz));
  if (order.table) row(t.table, String(order.table));
  doc.moveDown(0.5);

  const items: any[] = Array.isArray(order.items) ? order.items : [];
  for (const i of items) row(`${i.quantity} × ${i.name}`, money(i.quantity * i.unitPrice, cur));
  if (order.tip) row(t.tip, money(order.tip, cur));
  doc.moveDown(0.5);
  row(t.total, money(Number(payment.sum ?? order.total ?? 0), cur), true);
  doc.moveDown(0.5).fontSize(8);
  for (const v of vatBreakdown(items)) {
    row(`${t.vat} ${String(v.rate).replace('.', ',')} %  ${t.net} ${money(v.net, cur)}  ${t.gross} ${money(v.gross, cur)}`, money(v.tax, cur));
  }
  doc.fontSize(9).moveDown(0.5);
  row(t.method, METHOD_TEXT[lang][String(payment.method)] ?? String(payment.method ?? ''));

  if (copy === 'customer') return;
  if (payment.providerRef) row(t.providerRef, String(payment.providerRef));
  row(t.status, String(payment.status ?? ''));
  if (Number(payment.refunded)) row(t.refunded, money(Number(payment.refunded), cur));
  if (copy !== 'full') return;

  doc.moveDown().font('Helvetica-Bold').text(t.refunds);
  // A pending refund is not booked yet (the provider has not confirmed it): no line of the receipt.
  const refunds: any[] = Array.isArray(payment.refunds) ? payment.refunds.filter((r: any) => !r?.pending) : [];
  if (!refunds.length) doc.font('Helvetica').text(t.none);
  for (const r of refunds) row(`${localTime(String(r.at), tz)}  ${r.kind ?? ''} ${r.providerRef ?? ''} ${r.by ?? ''}`, money(Number(r.amount), cur));
  doc.moveDown().font('Helvetica-Bold').text(t.logs);
  const logs: any[] = Array.isArray(order.logs) ? order.logs : [];
  doc.font('Helvetica').fontSize(8);
  if (!logs.length) doc.text(t.none);
  for (const l of logs) doc.text(`[${l.level ?? ''}] ${l.source ?? ''}: ${l.message ?? ''}`, { width });
}
