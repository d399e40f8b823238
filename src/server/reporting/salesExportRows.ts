import type { Cell } from '../io/cellValue';
import { REPORT_TEXTS } from '../entities/automatedReport/reportTexts';
import { dayIn, moneyIn, type ExportLang } from './exportLang';
import type { Figures, SalesReport } from './salesFigures';
import type { SalesVenue } from './salesScope';

/** What a figures file lists: buckets (days, weeks or months), payment methods, order types or venues. */
export type SalesRowsBy = 'bucket' | 'method' | 'type' | 'venue';

/** The figure columns of every sales file, in this order (the one definition: salesFigures.ts). */
export function figureHeaders(lang: ExportLang): string[] {
  const t = REPORT_TEXTS[lang];
  return [t.orders, t.gross, t.net, t.tax, t.tips, t.refunds, t.averageBasket];
}

export function figureCells(lang: ExportLang): (f: Figures) => Cell[] {
  const money = moneyIn(lang);
  return (f) => [f.orderCount, money(f.revenue), money(f.netRevenue), money(f.tax), money(f.tips), money(f.refunds), money(f.averageBasket)];
}

const FIRST: Record<ExportLang, Record<SalesRowsBy, string>> = {
  de: { bucket: 'Zeitraum', method: 'Zahlungsart', type: 'Bestellart', venue: 'Filiale' },
  en: { bucket: 'Period', method: 'Payment method', type: 'Order type', venue: 'Venue' },
  fr: { bucket: 'Période', method: 'Moyen de paiement', type: 'Type de commande', venue: 'Établissement' },
};

/**
 * The lines of a figures file: a header, one line per bucket, payment method, order type or
 * venue, and the total line (the report's totals, so the file's total is the statistics call's).
 * A venue line carries the venue's name: text a spreadsheet could read as a formula is guarded by
 * writeCsv.
 */
export function salesExportRows(report: Pick<SalesReport, 'totals' | 'buckets' | 'byPaymentMethod' | 'byOrderType'>, by: SalesRowsBy, lang: ExportLang, byVenue?: { venue: SalesVenue; figures: Figures }[]): Cell[][] {
  const t = REPORT_TEXTS[lang];
  const cells = figureCells(lang);
  const day = dayIn(lang);
  const rows: Cell[][] = [[FIRST[lang][by], ...figureHeaders(lang)]];
  if (by === 'bucket') for (const b of report.buckets) rows.push([b.from === b.to ? day(b.from) : `${day(b.from)} – ${day(b.to)}`, ...cells(b)]);
  if (by === 'method') for (const m of report.byPaymentMethod) rows.push([t.methods[m.method] ?? m.method, ...cells(m)]);
  if (by === 'type') for (const o of report.byOrderType) rows.push([o.type, ...cells(o)]);
  if (by === 'venue') for (const v of byVenue ?? []) rows.push([v.venue.name, ...cells(v.figures)]);
  rows.push([t.total, ...cells(report.totals)]);
  return rows;
}
