import { totpCode } from '../../src/server/auth/totp';
import type { TrafficContext } from './trafficRequest';

/** What a valid request needs beyond its schema: body members, query, path values. */
export interface Correction {
  body?: Record<string, unknown>;
  query?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

let inventoryCalls = 0;
const big = () => 50_000 + Math.floor(Math.random() * 50_000);

/**
 * Business rules a request schema cannot say (a number not taken yet, a second venue, a code of
 * the authenticator app, a token from a mail), by operation. The rest of each valid request is
 * built from the document alone.
 */
export function correction(ctx: TrafficContext, key: string): Correction | undefined {
  const first = (entity: string, n = 0) => ctx.seeded.get(entity)?.ids[n] ?? '';
  const doc = (entity: string, n = 0) => ctx.seeded.get(entity)?.docs.get(first(entity, n)) ?? {};
  const otherVenue = ctx.seeded.get('venue')?.ids.find((id) => id !== ctx.venue) ?? ctx.venue;
  const run = ctx.runtime ?? {};
  switch (key) {
    case 'POST /api/v1/auth/login': return { body: { email: 'admin@example.com', password: run.password } };
    case 'PATCH /api/v1/auth/user/password/change': return { body: { currentPassword: run.password, password: `${run.password}x` } };
    case 'PATCH /api/v1/auth/password/request': return { body: { email: 'operator@example.com' } };
    case 'PATCH /api/v1/auth/password': return { body: { token: run.resetToken } };
    case 'POST /api/v1/auth/mfa/enable': return { body: { code: totpCode(run.mfaSecret ?? '', Date.now(), -1) } };
    // A protected call: the code comes as the step-up header, and MFA is off again for the calls after it.
    case 'POST /api/v1/auth/mfa/disable': return { headers: { 'x-mfa-code': totpCode(run.mfaSecret ?? '', Date.now(), 1) } };
    case 'PATCH /api/v1/auth/user/{id}/approve': return { params: { id: run.registered ?? '' }, body: { role: 'operator' } };
    case 'PATCH /api/v1/auth/user/{id}/reject': return { params: { id: run.registeredToo ?? '' } };
    case 'POST /api/v1/general/coupons/generate': case 'POST /api/v1/general/promoCode/generate': case 'POST /api/v1/general/promoCode/generatePromoTeedeli': return { body: { type: 'absolute', value: 1 } };
    case 'PATCH /api/v1/general/cup/{id}': case 'POST /api/v1/general/cup': return { body: { number: big() } };
    case 'POST /api/v1/general/cup/generate': return { body: { startingFrom: big() } };
    case 'DELETE /api/v1/general/cup': return { query: `number[]=${doc('cupCode').number}` };
    case 'GET /api/v1/customer/ids': return { query: `ids[]=${first('customer')}` };
    case 'POST /api/v1/jobs': return { body: { handler: 'customerExport' } };
    case 'POST /api/v1/general/inventory': {
      // An article of the venue no inventory entry counts yet (each call takes the next one).
      const own = ctx.seeded.get('article')?.ids.filter((id) => ctx.seeded.get('article')?.docs.get(id)?.venue === ctx.venue) ?? [];
      return { body: { articles: [own[++inventoryCalls % own.length]] } };
    }
    // A brand has one loyalty program and one membership per tier: the brand made by the customer group's own create call.
    case 'POST /api/v1/loyalty': return { body: { customerGroup: run.newCustomerGroup } };
    case 'POST /api/v1/loyalty/membership': return { body: { customerGroup: run.newCustomerGroup, tier: 1 } };
    // Exported from a venue the other calls leave alone.
    case 'GET /api/v1/foodcard/venue/{venue}/export': return { query: 'format=csv', params: { venue: otherVenue } };
    // The foodcard's own export goes into an empty venue (the round trip of spec part 2 §7).
    case 'POST /api/v1/foodcard/venue/{venue}/import': return { params: { venue: run.newVenue ?? ctx.venue } };
    case 'POST /api/v1/auth/register': return { body: { customerGroup: doc('customerGroup').slug } };
    case 'POST /api/v1/sepa/pay': return { body: { invoices: [first('transaction')] } };
    case 'POST /api/v1/sepa/cancel': return { body: { invoice: first('transaction') } };
    case 'PATCH /api/v1/general/promoCode/teedeli/{id}/activate': return { params: { id: run.teedeli ?? '' } };
    case 'PATCH /api/v2/order/{id}/retry': return { body: { status: 'created' } };
    case 'PATCH /api/v3/payment/{order}/refund': return { params: { order: doc('payment').order ?? '' }, body: { amount: 1 } };
    case 'POST /api/v1/printer/heartbeat': return { body: { key: doc('printer').key } };
    case 'PATCH /api/v1/general/venue/{venue}/tables/status/{status}': return { params: { status: 'active' }, body: { ids: [first('table')] } };
    case 'GET /api/v3/payment/invoice/{venue}/venue/articles/{type}': return { params: { type: 'inside' } };
    case 'POST /api/v3/payment/invoice/venue/send': return { body: { email: 'billing@example.com' } };
    case 'PATCH /api/v1/general/venue/checkoutIntegration/copy': return { body: { from: ctx.venue, to: otherVenue } };
    case 'GET /api/v1/files/{id}': return { params: { id: run.file ?? '' } };
    default: return undefined;
  }
}
