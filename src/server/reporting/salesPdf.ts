import { REPORT_TEXTS } from '../entities/automatedReport/reportTexts';
import { pdfBuffer } from '../entities/transaction/pdfBuffer';
import { dayIn, type ExportLang } from './exportLang';
import type { SalesReport } from './salesFigures';
import type { SalesPeriod } from './salesPeriod';
import { figureHeaders, figureCells } from './salesExportRows';

const TITLE: Record<ExportLang, string> = { de: 'Umsätze', en: 'Sales', fr: 'Ventes' };

/**
 * The sales PDF (sales-{DD-MM-YYYY}.pdf): the period, the venues, the totals and the lines per
 * bucket and payment method of the same report the statistics call answers, in the file's language.
 */
export async function salesPdf(report: SalesReport, period: SalesPeriod, venueNames: string[], lang: ExportLang): Promise<Buffer> {
  const t = REPORT_TEXTS[lang];
  const day = dayIn(lang);
  const heads = figureHeaders(lang);
  const cells = figureCells(lang);
  const line = (label: string, values: (string | number | boolean | null)[]) => `${label}: ${values.map((v, i) => `${heads[i]} ${v}`).join(' · ')}`;
  const label = `${day(period.from)} – ${day(period.to)}`;
  return pdfBuffer(`${TITLE[lang]} ${label}`, (doc) => {
    doc.fontSize(18).text(TITLE[lang]);
    doc.fontSize(11).text(label);
    doc.fontSize(9).text(venueNames.join(', ') || t.allVenues);
    doc.moveDown().fontSize(10).font('Helvetica-Bold').text(line(t.total, cells(report.totals))).font('Helvetica');
    doc.moveDown(0.5);
    for (const b of report.buckets) doc.text(line(b.from === b.to ? day(b.from) : `${day(b.from)} – ${day(b.to)}`, cells(b)));
    doc.moveDown(0.5).font('Helvetica-Bold').text(t.paymentMethod).font('Helvetica');
    for (const m of report.byPaymentMethod) doc.text(line(t.methods[m.method] ?? m.method, cells(m)));
  });
}
