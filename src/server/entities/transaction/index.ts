import { sql } from 'kysely';
import { defineHooks, type ActionContext } from '../../crud/EntityHooks';
import { AppError } from '../../errors';
import { writeCsv } from '../../io/writeCsv';
import { bookTransaction, type TransactionInput } from './bookTransaction';
import { brandInvoice, venueInvoice, venueOf, type InvoiceData } from './invoiceData';
import { invoiceArticles, invoiceFigures, orderInt, orderText, revenueOrders } from './invoiceFigures';
import { lineText } from './invoicePdf';
import { invoiceOptions } from './invoiceData';
import { ddmmyyyy, euros } from './pdfBuffer';
import { invoicePdfOf, transactionOf } from './invoicePdfOf';
import { ordersPdf, ORDERS_PDF_LIMIT } from './ordersPdf';
import { monthPeriod } from './invoicePeriod';
import { lastPayable } from './lastPayable';
import { sendInvoice } from './sendInvoice';
import { testSubwayRoute } from './testSubwayRoute';

const ORDER_TYPES = ['inside', 'takeaway', 'delivery'];

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

const venueParam = (ctx: ActionContext) => ctx.params.venue;

/**
 * Billing and invoices (spec part 2 §7, payment, v3): the invoice figures of a venue or a brand
 * for a period, aggregated by the database; transactions (invoices and credit notes) booked
 * with gapless numbers; their PDFs and sending them by e-mail.
 */
const hooks = defineHooks('transaction', {
  async beforeCreate(ctx, data) {
    await bookTransaction(ctx, data as unknown as TransactionInput);
  },
  actions: {
    invoiceVenue: (ctx) => venueInvoice(ctx.services, ctx.principal, venueParam(ctx), ctx.query),
    async invoiceVenueCsv(ctx) {
      const d = await venueInvoice(ctx.services, ctx.principal, venueParam(ctx), ctx.query);
      return { contentType: 'text/csv; charset=utf-8', filename: `billing-${ddmmyyyy(d.period.from)}.csv`, body: writeCsv(invoiceCsvRows(d)) };
    },
    invoiceSubway: (ctx) => brandInvoice(ctx.services, ctx.principal, venueParam(ctx), ctx.query),
    async invoiceVenueSummary(ctx) {
      const d = await venueInvoice(ctx.services, ctx.principal, venueParam(ctx), ctx.query);
      return { venue: d.venue, period: d.period, currency: d.currency, fields: d.fields, figures: d.figures, amount: d.amount, vat: d.vat };
    },
    async invoiceSubwaySummary(ctx) {
      const b = await brandInvoice(ctx.services, ctx.principal, venueParam(ctx), ctx.query);
      return { ...b, venues: b.venues.map((v) => ({ venue: v.venue, figures: v.figures, amount: v.amount })) };
    },
    async invoiceSummaryPlain(ctx) {
      const d = await venueInvoice(ctx.services, ctx.principal, venueParam(ctx), ctx.query);
      return { contentType: 'text/plain; charset=utf-8', filename: `billing-${ddmmyyyy(d.period.from)}.txt`, body: Buffer.from(plainSummary(d)) };
    },
    invoiceArticles: (ctx) => articles(ctx),
    invoiceArticlesOfType: (ctx) => articles(ctx, ctx.params.type),
    async lastTransactionsPayable({ services, principal, entity }) {
      return lastPayable(services, principal, entity);
    },
    async downloadInvoicePdf({ services, principal, entity, params }) {
      return invoicePdfOf(services, principal, entity, params.invoiceId);
    },
    async invoiceFile({ services, principal, entity, params }) {
      const m = /^([0-9a-f]{24})\.pdf$/.exec(params.file);
      if (!m) throw new AppError('NOT_FOUND', { resource: 'invoice file' });
      return invoicePdfOf(services, principal, entity, m[1]);
    },
    async downloadOrdersPdf({ services, principal, entity, params }) {
      const t = await transactionOf(services, principal, entity, params.transactionId);
      if (t.venue !== params.venue) throw new AppError('NOT_FOUND', { resource: 'transaction' });
      const venue = await venueOf(services, principal, params.venue);
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
      return { contentType: 'application/pdf', filename: `billing-orders-${ddmmyyyy(period.from)}.pdf`, body };
    },
    invoiceSend: (ctx) => sendInvoice(ctx.services, ctx.principal, ctx.entity, ctx.body),
  },
  routes(app, services) {
    testSubwayRoute(app, services);
  },
});

async function articles(ctx: ActionContext, type?: string) {
  if (type !== undefined && !ORDER_TYPES.includes(type)) throw new AppError('BAD_REQUEST', { detail: `type must be one of ${ORDER_TYPES.join(', ')}` });
  const venue = await venueOf(ctx.services, ctx.principal, venueParam(ctx));
  const o = invoiceOptions(ctx.query, venue);
  const lines = await invoiceArticles(ctx.services.db, venue._id, o.period, type);
  return { venue: { _id: venue._id, name: venue.name ?? '' }, period: o.period, currency: venue.currency ?? 'euro', type: type ?? null, articles: lines };
}

export default hooks;
