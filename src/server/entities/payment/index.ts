import { defineHooks } from '../../crud/EntityHooks';
import { bookCallback } from './bookCallback';
import { paymentOrderItems } from './paymentOrderItems';
import { refundPayment } from './refundPayment';

/** Payments (v3): refunds through the provider adapter, and the provider's booking callback. */
const hooks = defineHooks('payment', {
  actions: {
    refund: ({ principal, params, body, services }) => refundPayment(services, principal, params.order, body),
    orderItems: ({ principal, params, services }) => paymentOrderItems(services, principal, params.id),
  },
  routes(app, services) {
    // The signature covers the exact bytes sent, so this route reads its body as text.
    app.register(async (sub) => {
      sub.removeAllContentTypeParsers();
      sub.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
      sub.post('/api/v3/payment/callback', {
        config: { access: 'public' },
        schema: {
          tags: ['payment'],
          summary: 'Payment provider callback: books a payment once per idempotency key (HMAC-SHA256 signature in X-Payment-Signature)',
          operationId: 'payment_callback',
          security: [],
        },
      }, async (req) => bookCallback(services, typeof req.body === 'string' ? req.body : '', req.headers['x-payment-signature']));
    });
  },
});

export default hooks;
