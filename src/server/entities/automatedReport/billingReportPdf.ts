import { invoiceArticles, invoiceFigures } from '../transaction/invoiceFigures';
import type { InvoicePeriod } from '../transaction/invoicePeriod';
import { currencyCode, euros, pdfBuffer } from '../transaction/pdfBuffer';
import type { Services } from '../../services';
import type { ApiRecord } from '../../crud/rowToRecord';
import type { ReportTexts } from './reportTexts';

/**
 * The billing report of a period (types pdfBillingShort and pdfBillingLong): per venue the
 * figures the invoice is made of (orders, gross, net, tips: transaction/invoiceFigures, the one
 * definition the invoice uses); the long one adds each venue's articles by quantity and sum.
 */
export async function billingReportPdf(services: Services, venues: ApiRecord[], period: InvoicePeriod, long: boolean, t: ReportTexts): Promise<Buffer> {
  const figures = await invoiceFigures(services.db, venues.map((v) => v._id), period);
  const articles = long ? await Promise.all(venues.map((v) => invoiceArticles(services.db, v._id, period))) : [];
  return pdfBuffer(`${t.billingTitle} ${period.label}`, (doc) => {
    doc.fontSize(18).text(t.billingTitle);
    doc.fontSize(11).text(period.label);
    venues.forEach((v, i) => {
      const f = figures.get(v._id) ?? { orders: 0, gross: 0, net: 0, tips: 0, revenue: 0 };
      const cur = currencyCode(v.currency);
      doc.moveDown().font('Helvetica-Bold').text(String(v.name ?? v._id)).font('Helvetica');
      doc.text(`${t.orders}: ${f.orders}`);
      doc.text(`${t.gross}: ${euros(f.gross)} ${cur}`);
      doc.text(`${t.net}: ${euros(f.net)} ${cur}`);
      doc.text(`${t.tips}: ${euros(f.tips)} ${cur}`);
      if (!long) return;
      doc.moveDown(0.5).font('Helvetica-Bold').text(`${t.article} — ${t.quantity} — ${t.total}`).font('Helvetica');
      for (const a of articles[i]) doc.text(`${a.name || a.article} — ${a.quantity} — ${euros(a.total)} ${cur}`);
    });
  });
}
