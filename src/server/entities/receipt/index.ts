import { checkAccess } from '../../../core/permissions';
import { defineHooks, type ActionContext } from '../../crud/EntityHooks';
import { AppError } from '../../errors';
import { receiptData } from './receiptData';
import { receiptListRoute } from './receiptListRoute';
import { receiptPdf, type ReceiptKind } from './receiptPdf';
import type { ReceiptLang } from './receiptText';

/** One PDF of the payment `?payment=`, in the reader's language, named after the kind and the order code. */
async function pdf(ctx: ActionContext, kind: ReceiptKind) {
  if (!/^[0-9a-f]{24}$/.test(String(ctx.query.payment ?? ''))) throw new AppError('INVALID_QUERY', { detail: 'payment must be a payment id' });
  const data = await receiptData(ctx.services, ctx.principal, String(ctx.query.payment));
  const lang: ReceiptLang = ctx.lang === 'en' || ctx.lang === 'fr' ? ctx.lang : 'de';
  const body = await receiptPdf(data, kind, lang);
  const code = String(data.order.code ?? data.payment._id).replace(/[^A-Za-z0-9_-]/g, '');
  return { contentType: 'application/pdf', filename: `receipt-${kind}-${code}.pdf`, body };
}

/**
 * Receipts: a read-only view of payments (schemas/receipt.ts). The list is a route of its own
 * (the list shape over the payment table); the four PDFs are the schema's binary actions.
 */
const hooks = defineHooks('receipt', {
  actions: {
    customer: (ctx) => pdf(ctx, 'customer'),
    merchant: (ctx) => pdf(ctx, 'merchant'),
    async combined(ctx) {
      // The declared rule is receipt.customer; the combined copy also shows the merchant's.
      if (!checkAccess(ctx.principal, 'receipt.merchant')) throw new AppError('FORBIDDEN', { permission: 'receipt.merchant' });
      return pdf(ctx, 'combined');
    },
    full: (ctx) => pdf(ctx, 'full'),
  },
  routes(app, services) {
    receiptListRoute(app, services);
  },
});

export default hooks;
