import { currencyCode, euros, pdfBuffer } from './pdfBuffer';

export interface OrderRow {
  code: string;
  createdAt: string;
  type: string;
  paymentMethod: string;
  total: number;
  tip: number;
}

/** At most this many orders are listed in the orders PDF (the sums below cover all of them). */
export const ORDERS_PDF_LIMIT = 2000;

/** The orders of an invoice's month as a table: code, date, type, payment method, tip, total; then the count and sum. */
export function ordersPdf(venueName: string, month: string, currency: unknown, rows: OrderRow[], all: { orders: number; gross: number }): Promise<Buffer> {
  const cur = currencyCode(currency);
  return pdfBuffer(`Bestellungen ${month} ${venueName}`, (doc) => {
    doc.fontSize(14).text(`${venueName}: Bestellungen ${month}`);
    doc.moveDown().fontSize(9);
    const cols = [50, 130, 240, 310, 410, 470];
    const row = (cells: string[], bold = false) => {
      if (doc.y > doc.page.height - 70) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      cells.forEach((c, i) => doc.text(c, cols[i], y, { width: i >= 4 ? 70 : cols[i + 1] - cols[i] - 4, align: i >= 4 ? 'right' : 'left', lineBreak: false }));
      doc.x = 50;
      doc.y = y + 13;
    };
    row(['Code', 'Datum (UTC)', 'Art', 'Zahlart', `Trinkgeld ${cur}`, `Summe ${cur}`], true);
    for (const r of rows) row([r.code, r.createdAt.slice(0, 16).replace('T', ' '), r.type, r.paymentMethod, euros(r.tip), euros(r.total)]);
    doc.moveDown();
    if (all.orders > rows.length) doc.font('Helvetica').text(`Die ersten ${rows.length} von ${all.orders} Bestellungen sind aufgeführt.`, 50);
    doc.font('Helvetica-Bold').text(`${all.orders} Bestellungen, Summe ${euros(all.gross)} ${cur}`, 50);
  });
}
