import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import type { Principal } from '../../access/principal';
import { AppError } from '../../errors';
import { writeCsv } from '../../io/writeCsv';
import type { Services } from '../../services';
import { invoiceOptions, venueInvoice, venueOf, type InvoiceData } from './invoiceData';
import { invoiceArticles, invoiceFigures, orderInt, orderText, revenueOrders } from './invoiceFigures';
import { lineText } from './invoicePdf';
import { invoicePdfOf, transactionOf } from './invoicePdfOf';
import { monthPeriod } from './invoicePeriod';
import { ordersPdf, ORDERS_PDF_LIMIT } from './ordersPdf';
import { ddmmyyyy, euros } from './pdfBuffer';

export const ORDER_TYPES = ['inside', 'takeaway', 'delivery'];

export interface BillingFile { contentType: string; filename: string; body: Buffer }

/** The invoice data as CSV rows: the chosen figures, then the lines (amounts as decimals with a comma). */
function invoiceCsvRows(d: InvoiceData): string[][] {
  const rows: string[][] = [['venue', 'period', 'field', 'value']];
  for (const [k, v] of Object.entries(d.figures)) rows.push([d.venue.name, d.period.label, k, k === 'orders' ? String(v) : euros(v!)]);
  rows.push([]);
  rows.push(['line', 'quantity', 'unitPrice', 'total']);
  for (const l of d.lines) rows.push([lineText(l.label), String(l.quantity), euros(l.unitPrice), euros(l.total)]);
  rows.push(['total', '', '', euros(d.amount)]);
  return rows;
}

function plainSummary(d: InvoiceData): string {
  const cur = d.currency === 'euro' ? 'EUR' : d.currency.toUpperCase();
  const names: Record<string, string> = { orders: 'Bestellungen', gross: 'Brutto', net: 'Netto', tips: 'Trinkgeld', provision: 'Provision', fees: 'Gebühren' };
  const out = [`${d.venue.name}`, `Zeitraum: ${d.period.label}`];
  for (const [k, v] of Object.entries(d.figures)) out.push(`${names[k]}: ${k === 'orders' ? v : `${euros(v!)} ${cur}`}`);
  out.push(`Rechnungsbetrag: ${euros(d.amount)} ${cur}`);
  return `${out.join('\n')}\n`;
}

/** The venue's invoice data as CSV (GET invoice/{venue}/venue/csv). */
export async function invoiceCsvFile(services: Services, p: Principal, venue: string, query: Record<string, unknown>): Promise<BillingFile> {
  const d = await venueInvoice(services, p, venue, query);
  return { contentType: 'text/csv; charset=utf-8', filename: `billing-${ddmmyyyy(d.period.days.from)}.csv`, body: await buffer(writeCsv(invoiceCsvRows(d))) };
}

/** The venue's invoice summary as plain text (GET invoice/{venue}/summary/plain). */
export async function summaryPlainFile(services: Services, p: Principal, venue: string, query: Record<string, unknown>): Promise<BillingFile> {
  const d = await venueInvoice(services, p, venue, query);
  return { contentType: 'text/plain; charset=utf-8', filename: `billing-${ddmmyyyy(d.period.days.from)}.txt`, body: Buffer.from(plainSummary(d)) };
}

/** The per-article breakdown of a venue's revenue orders (GET invoice/{venue}/venue/articles[/{type}]). */
export async function articleBreakdown(services: Services, p: Principal, venueId: string, query: Record<string, unknown>, type?: string) {
  if (type !== undefined && !ORDER_TYPES.includes(type)) throw new AppError('BAD_REQUEST', { detail: `type must be one of ${ORDER_TYPES.join(', ')}` });
  const venue = await venueOf(services, p, venueId);
  const o = invoiceOptions(query, venue);
  const lines = await invoiceArticles(services.db, venue._id, o.period, type);
  return { venue: { _id: venue._id, name: venue.name ?? '' }, period: o.period, currency: venue.currency ?? 'euro', type: type ?? null, articles: lines };
}

/** The per-article breakdown as CSV (the /billing screen's download; billing-articles-{DD-MM-YYYY}.csv). */
export async function articlesCsvFile(services: Services, p: Principal, venue: string, query: Record<string, unknown>, type?: string): Promise<BillingFile> {
  const a = await articleBreakdown(services, p, venue, query, type);
  const rows = [['venue', 'period', 'article', 'name', 'quantity', 'total'], ...a.articles.map((l) => [a.venue.name, a.period.label, l.article, l.name, String(l.quantity), euros(l.total)])];
  return { contentType: 'text/csv; charset=utf-8', filename: `billing-articles-${ddmmyyyy(a.period.days.from)}.csv`, body: await buffer(writeCsv(rows)) };
}

/** A booked invoice's or credit note's PDF (GET downloadInvoicePdf/{invoiceId}). */
export async function invoicePdfFile(services: Services, p: Principal, id: string): Promise<BillingFile> {
  return invoicePdfOf(services, p, services.registry.get('transaction')!, id);
}

/** The revenue orders of a booked invoice's month as PDF (GET downloadOrdersPdf/{venue}/{transactionId}). */
export async function ordersPdfFile(services: Services, p: Principal, venueId: string, transactionId: string): Promise<BillingFile> {
  const t = await transactionOf(services, p, services.registry.get('transaction')!, transactionId);
  if (t.venue !== venueId) throw new AppError('NOT_FOUND', { resource: 'transaction' });
  const venue = await venueOf(services, p, venueId);
  const period = monthPeriod(String(t.month), venue.timezone);
  const db = services.db;
  const all = (await invoiceFigures(db, [venue._id], period)).get(venue._id)!;
  const rows = await sql<{ code: string; created_at: string; type: string; pm: string; total: unknown; tip: unknown }>`
    select ${orderText(db, 'code', 'o')} as code, o.created_at as created_at, ${orderText(db, 'type', 'o')} as type, ${orderText(db, 'paymentMethod', 'o')} as pm,
      ${orderInt(db, 'total', 'o')} as total, ${orderInt(db, 'tip', 'o')} as tip
    from "order" o where ${revenueOrders(db, [venue._id], period)} order by o.created_at, o._id limit ${ORDERS_PDF_LIMIT}`.execute(db.kysely);
  const body = await ordersPdf(venue.name ?? '', String(t.month), venue.currency, rows.rows.map((r) => ({
    code: r.code ?? '', createdAt: r.created_at, type: r.type ?? '', paymentMethod: r.pm ?? '', total: Number(r.total ?? 0), tip: Number(r.tip ?? 0),
  })), all);
  return { contentType: 'application/pdf', filename: `billing-orders-${ddmmyyyy(period.days.from)}.pdf`, body };
}
