import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { systemPrincipal } from '../../access/systemPrincipal';
import { parseDoc } from '../../crud/rowToRecord';
import { fieldExprSql } from '../../db/fieldExpr';
import { AppError } from '../../errors';
import type { Services } from '../../services';

function sameSecret(sent: string, secret: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST v1/sepa/webhook: the SEPA provider reports a registration's outcome
 * (`{type: 'mandate.registered', mandate, reference}` or `{type: 'mandate.failed', mandate, error}`),
 * authenticated by `Authorization: Bearer <SEPA_WEBHOOK_SECRET>` (without the variable every call
 * is refused). Idempotent: a repeated delivery finds the mandate as it already is and writes
 * nothing; a registered mandate is not turned back by a late failure; a mandate replaced
 * meanwhile, or unknown, is acknowledged without effect, so the provider stops retrying.
 */
export function sepaWebhook(app: FastifyInstance, services: Services, secret = process.env.SEPA_WEBHOOK_SECRET?.trim()): void {
  const entity = services.registry.get('sepa')!;
  const idExpr = fieldExprSql(entity, 'providerMandateId', services.db.dialect);
  app.post('/api/v1/sepa/webhook', {
    config: { access: 'public' },
    schema: {
      tags: ['sepa'],
      summary: 'SEPA provider webhook: a mandate registered or failed',
      operationId: 'sepa_webhook',
      security: [],
      body: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: ['mandate.registered', 'mandate.failed'] },
          mandate: { type: 'string', minLength: 1, maxLength: 200 },
          reference: { type: 'string', minLength: 1, maxLength: 200 },
          error: { type: 'string', maxLength: 2000 },
        },
        required: ['type', 'mandate'],
        additionalProperties: true,
      },
      response: { 200: { type: 'object', properties: { data: { type: 'object', properties: { applied: { type: 'boolean' } }, required: ['applied'] } } } },
    },
  }, async (req) => {
    const auth = req.headers.authorization ?? '';
    if (!secret || !auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), secret)) throw new AppError('SEPA_WEBHOOK_UNAUTHORIZED');
    const body = req.body as { type: string; mandate: string; reference?: string; error?: string };
    if (body.type === 'mandate.registered' && !body.reference) throw new AppError('BAD_REQUEST', { detail: 'a registered mandate needs its reference' });
    const row = await services.db.kysely.selectFrom('sepa').select(['_id', 'doc']).where(sql.raw(idExpr), '=', body.mandate).where('deleted_at', 'is', null).executeTakeFirst();
    if (!row) return { data: { applied: false } };
    const doc = parseDoc(row.doc);
    if (doc.status === 'active' && body.type === 'mandate.failed') return { data: { applied: false } };
    const patch = body.type === 'mandate.registered'
      ? { status: 'active', mandateReference: body.reference, registrationError: null }
      : { status: 'failed', registrationError: (body.error || 'registration failed').slice(0, 2000), mandateReference: null };
    await services.items.update(entity, systemPrincipal, row._id, patch, {}, body.type === 'mandate.registered' ? 'sepaRegistered' : 'sepaRegistrationFailed');
    return { data: { applied: true } };
  });
}
