import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface QrTable {
  number: string;
  venueName: string;
  url: string;
}

/** One A6 page per table: its QR code (the ordering URL), the table number and the venue name. */
export async function tableQrPdf(tables: readonly QrTable[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', margin: 24, autoFirstPage: false, info: { Title: 'Table QR codes' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const t of tables) {
    doc.addPage();
    const png = await QRCode.toBuffer(t.url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 400 });
    const width = doc.page.width - 48;
    doc.image(png, 24, 24, { width });
    doc.moveDown(0);
    doc.fontSize(20).text(`Table ${t.number}`, 24, 24 + width + 8, { width, align: 'center' });
    doc.fontSize(9).fillColor('#555').text(t.venueName, { width, align: 'center' }).text(t.url, { width, align: 'center' });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The URL a guest opens at a table; ORDER_BASE_URL points at the ordering app (spec: not shown). */
export function tableOrderUrl(venueSlug: string, tableNumber: string): string {
  const base = (process.env.ORDER_BASE_URL ?? 'https://order.example.com').replace(/\/$/, '');
  return `${base}/${encodeURIComponent(venueSlug)}?table=${encodeURIComponent(tableNumber)}`;
}
