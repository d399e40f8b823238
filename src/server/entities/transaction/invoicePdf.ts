import { currencyCode, euros, pdfBuffer } from './pdfBuffer';
import { vatOf, VAT_RATE } from './invoiceLines';

export interface InvoicePdfInput {
  venue: { name?: string; street?: string; number?: string; postalCode?: string; city?: string; provisionRate?: unknown };
  transaction: { number?: number; kind?: string; month?: string; currency?: string; amount?: number; lines?: { label: string; quantity: number; unitPrice: number; total: number }[]; created_at?: string; createdAt?: string };
}

/** German texts of the machine labels the booking writes (custom credit-note labels print as they are). */
const LABELS: Record<string, string> = {
  provision: 'Provision',
  provisionFixed: 'Provision je Bestellung',
  'setupFee.full': 'Einrichtungsgebühr',
  'setupFee.reduced': 'Einrichtungsgebühr (ermäßigt)',
  'device.tabletWithPrinter': 'Tablet mit Drucker',
  'device.tablet': 'Tablet',
  'device.printer': 'Drucker',
  'device.shipping': 'Versand',
};

export function lineText(label: string, provisionRate?: unknown): string {
  if (label === 'provision' && provisionRate !== undefined) return `Provision (${String(provisionRate).replace('.', ',')} %)`;
  return LABELS[label] ?? label;
}

/**
 * The invoice (or credit note) PDF: venue name and address, number, month, the lines (provision,
 * setup fee, devices), net, VAT and gross total, amounts with two decimals and a comma. Lines are
 * gross; the VAT they contain is shown (VAT_RATE).
 */
export function invoicePdf({ venue, transaction: t }: InvoicePdfInput): Promise<Buffer> {
  const cur = currencyCode(t.currency);
  const credit = t.kind === 'creditNote';
  const gross = t.amount ?? 0;
  const vat = vatOf(gross);
  return pdfBuffer(`${credit ? 'Gutschrift' : 'Rechnung'} ${t.number ?? ''} ${venue.name ?? ''}`, (doc) => {
    doc.fontSize(18).text(credit ? 'Gutschrift' : 'Rechnung', { align: 'right' });
    doc.moveDown();
    doc.fontSize(11).text(venue.name ?? '');
    doc.text(`${venue.street ?? ''} ${venue.number ?? ''}`.trim());
    doc.text(`${venue.postalCode ?? ''} ${venue.city ?? ''}`.trim());
    doc.moveDown();
    doc.text(`${credit ? 'Gutschriftsnummer' : 'Rechnungsnummer'}: ${t.number ?? ''}`);
    doc.text(`Monat: ${t.month ?? ''}`);
    const date = t.created_at ?? t.createdAt;
    if (date) doc.text(`Datum: ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`);
    doc.moveDown();
    const x = { label: 50, qty: 300, unit: 360, total: 460 };
    const row = (a: string, b: string, c: string, d: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(a, x.label, y, { width: 240 });
      const h = doc.y;
      doc.text(b, x.qty, y, { width: 50, align: 'right' });
      doc.text(c, x.unit, y, { width: 90, align: 'right' });
      doc.text(d, x.total, y, { width: 85, align: 'right' });
      doc.x = x.label;
      doc.y = Math.max(h, doc.y);
    };
    row('Position', 'Menge', `Einzelpreis ${cur}`, `Betrag ${cur}`, true);
    for (const l of t.lines ?? []) row(lineText(l.label, venue.provisionRate), String(l.quantity), euros(l.unitPrice), euros(l.total));
    doc.moveDown();
    row('Netto', '', '', euros(gross - vat));
    row(`USt. ${VAT_RATE} %`, '', '', euros(vat));
    row(`Gesamt ${cur}`, '', '', euros(gross), true);
  });
}
