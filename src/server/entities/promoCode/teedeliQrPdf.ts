import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface QrCode {
  code: string;
  name: string;
}

/** One A6 page per Teedeli code: its QR code (the code itself, as the till scans it), the code and the promotion's name. */
export async function teedeliQrPdf(codes: readonly QrCode[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', margin: 24, autoFirstPage: false, info: { Title: 'Teedeli promo codes' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const c of codes) {
    doc.addPage();
    const png = await QRCode.toBuffer(c.code, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 400 });
    const width = doc.page.width - 48;
    doc.image(png, 24, 24, { width });
    doc.fontSize(20).text(c.code, 24, 24 + width + 8, { width, align: 'center' });
    doc.fontSize(9).fillColor('#555').text(c.name, { width, align: 'center' });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
