import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { enums } from '../../../../schemas/_fragments/enums';
import { systemPrincipal } from '../../access/systemPrincipal';
import { parseDoc, type ApiRecord } from '../../crud/rowToRecord';
import { fieldExprSql } from '../../db/fieldExpr';
import { AppError } from '../../errors';
import type { Services } from '../../services';

/** What the provider posts when a charge is settled. */
interface Callback {
  idempotencyKey: string;
  order: string;
  amount: number;
  method: string;
  providerRef: string;
  status: 'paid' | 'failed';
}

/** HMAC-SHA256 of the raw body with PAYMENT_PROVIDER_SECRET, hex, in the `X-Payment-Signature` header. */
export function signCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function checkSignature(secret: string | undefined, rawBody: string, header: unknown): void {
  if (!secret) throw new AppError('PAYMENT_CALLBACK_DISABLED');
  const given = Buffer.from(typeof header === 'string' ? header.replace(/^sha256=/, '') : '', 'utf8');
  const expected = Buffer.from(signCallback(secret, rawBody), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('PAYMENT_SIGNATURE_INVALID');
}

function parseCallback(raw: string): Callback {
  let b: any;
  try {
    b = JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_JSON');
  }
  const str = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max && !v.includes('\0');
  const ok = b && typeof b === 'object' && str(b.idempotencyKey, 200) && str(b.order, 24) && /^[0-9a-f]{24}$/.test(b.order)
    && Number.isSafeInteger(b.amount) && b.amount >= 0 && b.amount <= 1_000_000_000 && (enums.paymentMethods as readonly string[]).includes(b.method)
    && str(b.providerRef, 200) && (b.status === 'paid' || b.status === 'failed');
  if (!ok) throw new AppError('BAD_REQUEST', { detail: 'expected {idempotencyKey, order, amount, method, providerRef, status: paid|failed}' });
  return b as Callback;
}

/**
 * POST v3/payment/callback: the provider books a payment. Signed with the shared secret; the
 * idempotency key is stored as the payment's unique `bookingKey`, so a callback delivered twice
 * (even at the same moment: the unique index decides) books one payment and answers it both times.
 */
export async function bookCallback(services: Services, rawBody: string, signature: unknown): Promise<{ data: ApiRecord; duplicate: boolean }> {
  checkSignature(process.env.PAYMENT_PROVIDER_SECRET, rawBody, signature);
  const cb = parseCallback(rawBody);
  const entity = services.registry.get('payment')!;
  const d = services.db.dialect;
  const byKey = async () => {
    const r = await sql<{ _id: string }>`select "_id" from ${sql.table(entity.table)} where ${sql.raw(fieldExprSql(entity, 'bookingKey', d))} = ${cb.idempotencyKey} and "deleted_at" is null`.execute(services.db.kysely);
    return r.rows[0] ? services.items.show(entity, systemPrincipal, r.rows[0]._id) : null;
  };
  const existing = await byKey();
  if (existing) return { data: existing, duplicate: true };
  const order = await services.db.kysely.selectFrom('order').select(['_id', 'venue', 'doc']).where('_id', '=', cb.order).where('deleted_at', 'is', null).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', { resource: 'order' });
  const other = await sql<{ _id: string }>`select "_id" from ${sql.table(entity.table)} where ${sql.raw(fieldExprSql(entity, 'order', d))} = ${cb.order} and "deleted_at" is null`.execute(services.db.kysely);
  if (other.rows.length) {
    // A parallel delivery of this very callback may have booked it between the two reads above.
    const first = await byKey();
    if (first) return { data: first, duplicate: true };
    throw new AppError('PAYMENT_ALREADY_BOOKED');
  }
  const doc = parseDoc(order.doc);
  try {
    const data = await services.items.create(entity, systemPrincipal, {
      order: cb.order, venue: order.venue, codes: doc.code ? [doc.code] : [], currency: doc.currency ?? 'euro', sum: cb.amount, refunded: 0,
      status: cb.status, method: cb.method, providerRef: cb.providerRef, paidAt: new Date().toISOString(), bookingKey: cb.idempotencyKey, refunds: [],
    });
    return { data, duplicate: false };
  } catch (err) {
    // The same callback booked by a parallel delivery a moment ago: answer that payment.
    const first = err instanceof AppError && err.status === 422 ? await byKey() : null;
    if (first) return { data: first, duplicate: true };
    throw err;
  }
}
