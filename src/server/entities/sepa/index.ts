import { defineHooks } from '../../crud/EntityHooks';
import { createMandate } from './createMandate';
import { paypalAuthorize, paypalOnboarding } from './paypalActions';
import { invoiceView, recentInvoices } from './sepaInvoices';
import { mandatesOf } from './sepaMandates';
import { cancelPayment, payInvoices, payLastInvoice } from './sepaPayments';
import { CANCEL_DAYS, PAYABLE_DAYS } from './sepaRules';
import { sepaWebhook } from './sepaWebhook';

/**
 * SEPA mandates and payments (spec part 2 §3, §4, §7, §9) through the SEPA provider adapter
 * (SepaProvider.ts), and the venue's PayPal onboarding (paypal/): every write is an action here,
 * audited through the items service; invoices are the `transaction` entity's rows.
 */
const hooks = defineHooks('sepa', {
  actions: {
    overview: async ({ services, principal }) => {
      const mandates = await mandatesOf(services.items, services, principal);
      const covered = new Set(mandates.flatMap((m) => (m.venues as string[] | undefined) ?? []));
      const invoices = (await recentInvoices(services.items, services, principal)).filter((i) => covered.has(String(i.venue)));
      return {
        mandates,
        payable: invoices.filter((i) => i.status === 'open' && Number(i.amount) > 0).map((i) => invoiceView(i)),
        paid: invoices.filter((i) => i.status === 'paid' && i.sepaPaymentRef).map((i) => invoiceView(i)),
        cancelDays: CANCEL_DAYS,
        payableDays: PAYABLE_DAYS,
        providerConfigured: services.sepa !== null,
      };
    },
    create: ({ services, principal, body }) => createMandate(services, principal, body),
    pay: ({ services, principal, body }) => payInvoices(services, principal, body.invoices),
    payLast: ({ services, principal, body }) => payLastInvoice(services, principal, body.venue),
    cancel: ({ services, principal, body }) => cancelPayment(services, principal, body.invoice),
    paypalAuthorize: ({ services, principal, params }) => paypalAuthorize(services, principal, params.venue),
    paypalOnboarding: ({ services, principal, params }) => paypalOnboarding(services, principal, params.venue),
  },
  routes(app, services) {
    sepaWebhook(app, services);
  },
});

export default hooks;
