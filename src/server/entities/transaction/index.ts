import { defineHooks, type ActionContext } from '../../crud/EntityHooks';
import { AppError } from '../../errors';
import { articleBreakdown, invoiceCsvFile, invoicePdfFile, ordersPdfFile, summaryPlainFile } from './billingFiles';
import { bookTransaction, type TransactionInput } from './bookTransaction';
import { brandInvoice, venueInvoice } from './invoiceData';
import { lastPayable } from './lastPayable';
import { sendInvoice } from './sendInvoice';
import { testSubwayRoute } from './testSubwayRoute';
import { venueSummary } from './venueSummary';

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
    invoiceVenueCsv: (ctx) => invoiceCsvFile(ctx.services, ctx.principal, venueParam(ctx), ctx.query),
    invoiceSubway: (ctx) => brandInvoice(ctx.services, ctx.principal, venueParam(ctx), ctx.query),
    invoiceVenueSummary: (ctx) => venueSummary(ctx.services, ctx.principal, venueParam(ctx), ctx.query),
    async invoiceSubwaySummary(ctx) {
      const b = await brandInvoice(ctx.services, ctx.principal, venueParam(ctx), ctx.query);
      return { ...b, venues: b.venues.map((v) => ({ venue: v.venue, currency: v.currency, figures: v.figures, amount: v.amount })) };
    },
    invoiceSummaryPlain: (ctx) => summaryPlainFile(ctx.services, ctx.principal, venueParam(ctx), ctx.query),
    invoiceArticles: (ctx) => articleBreakdown(ctx.services, ctx.principal, venueParam(ctx), ctx.query),
    invoiceArticlesOfType: (ctx) => articleBreakdown(ctx.services, ctx.principal, venueParam(ctx), ctx.query, ctx.params.type),
    async lastTransactionsPayable({ services, principal, entity }) {
      return lastPayable(services, principal, entity);
    },
    downloadInvoicePdf: ({ services, principal, params }) => invoicePdfFile(services, principal, params.invoiceId),
    async invoiceFile({ services, principal, params }) {
      const m = /^([0-9a-f]{24})\.pdf$/.exec(params.file);
      if (!m) throw new AppError('NOT_FOUND', { resource: 'invoice file' });
      return invoicePdfFile(services, principal, m[1]);
    },
    downloadOrdersPdf: ({ services, principal, params }) => ordersPdfFile(services, principal, params.venue, params.transactionId),
    invoiceSend: (ctx) => sendInvoice(ctx.services, ctx.principal, ctx.entity, ctx.body),
  },
  routes(app, services) {
    testSubwayRoute(app, services);
  },
});

export default hooks;
