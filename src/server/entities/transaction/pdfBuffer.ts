import PDFDocument from 'pdfkit';

/**
 * Draws a pdfkit document into a Buffer. Streams are not compressed: invoices are a page or two,
 * and uncompressed text lets tests and support read the figures straight from the file.
 */
export async function pdfBuffer(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** 123456 → "1.234,56": two decimals and a comma (spec: amounts shown with a decimal comma). */
export function euros(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

const SYMBOL: Record<string, string> = { euro: 'EUR', chf: 'CHF', isk: 'ISK', czk: 'CZK' };
export const currencyCode = (c: unknown) => SYMBOL[String(c)] ?? 'EUR';

/** DD-MM-YYYY of an ISO instant (file names of spec §9: billing-{DD-MM-YYYY}.pdf). */
export function ddmmyyyy(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
}
