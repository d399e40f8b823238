import { sql, type Kysely } from 'kysely';
import type { Entity } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import { writeAudit } from '../../crud/audit';
import { newId } from '../../crud/newId';
import { uniqueViolation } from '../../crud/uniqueViolation';
import type { Services } from '../../services';
import { AppError } from '../../errors';
import { assertFieldRules } from '../../rules/assertFieldRules';
import { checkPromotion } from './checkPromotion';
import { resolveTenant } from './promoTenant';
import { randomCodes } from './randomCode';

/** Rows per INSERT: 7 columns × 1000 stays below both databases' parameter limits. */
const INSERT_BATCH = 1000;
/** Codes per existence check against the unique (customer group, code) index. */
const CHECK_BATCH = 500;
/** A concurrent generation that took one of our codes makes us start over (all or nothing). */
const ATTEMPTS = 3;

export interface GenerateOptions {
  /** Teedeli codes: marked and generated inactive until sold */
  teedeli?: boolean;
}

/** Codes among `codes` that already exist (live) in the customer group. */
async function taken(trx: Kysely<any>, entity: Entity, services: Services, group: string, codes: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  const expr = sql.raw(services.db.dialect === 'sqlite' ? `json_extract("doc", '$.code')` : `("doc"->>'code')`);
  for (let i = 0; i < codes.length; i += CHECK_BATCH) {
    const part = codes.slice(i, i + CHECK_BATCH);
    const res = await sql<{ code: string }>`select ${expr} as code from ${sql.table(entity.table)}
      where "deleted_at" is null and "customer_group" = ${group} and ${expr} in (${sql.join(part)})`.execute(trx);
    for (const r of res.rows) out.add(r.code);
  }
  return out;
}

/**
 * `generateAmount` codes from one template (spec §3, §7 POST general/promoCode/generate), in one
 * transaction: all are written or none. Codes are crypto-random over an alphabet without
 * look-alike characters, checked against the customer group's live codes and guarded by the
 * unique index, so two generations at once cannot hand out one code twice. Rows go in with
 * multi-row inserts and one audit entry (`generate`) describes the batch: 100,000 codes are one call.
 */
export async function generateCodes(services: Services, entity: Entity, p: Principal, body: Record<string, any>, opts: GenerateOptions = {}): Promise<{ count: number; batch: string }> {
  const { generateAmount, prefix = '', length = 10, ...template } = body;
  const tenant = await resolveTenant(services.db, entity, p, template.venue, template.customerGroup);
  const doc: Record<string, any> = {};
  for (const [k, prop] of Object.entries<any>(entity.def.properties)) if (prop.default !== undefined) doc[k] = structuredClone(prop.default);
  Object.assign(doc, template);
  checkPromotion(doc);
  // rows go in without the items service, so its x-rules check runs here
  assertFieldRules(entity, doc);
  const batch = newId();
  doc.batch = batch;
  doc.customerGroup = tenant.customerGroup ?? undefined;
  if (tenant.venue) doc.venue = tenant.venue;
  if (opts.teedeli) Object.assign(doc, { teedeli: true, active: false });
  const group = tenant.customerGroup!;
  for (let attempt = 1; ; attempt++) {
    try {
      await services.db.kysely.transaction().execute(async (trx) => {
        let codes = randomCodes(generateAmount, length, prefix);
        for (let clash = await taken(trx, entity, services, group, [...codes]); clash.size; clash = await taken(trx, entity, services, group, [...codes].filter((c) => !clash.has(c)))) {
          for (const c of clash) codes.delete(c);
          codes = new Set([...codes, ...randomCodes(clash.size, length, prefix, new Set([...codes, ...clash]))]);
          if (clash.size === codes.size) break;
        }
        const now = new Date().toISOString();
        const list = [...codes];
        for (let i = 0; i < list.length; i += INSERT_BATCH) {
          const rows = list.slice(i, i + INSERT_BATCH).map((code) => ({
            _id: newId(), venue: tenant.venue, customer_group: tenant.customerGroup, created_at: now, updated_at: now, deleted_at: null,
            doc: JSON.stringify({ ...doc, code }),
          }));
          await trx.insertInto(entity.table).values(rows).execute();
        }
        await writeAudit(trx, services.registry, {
          action: opts.teedeli ? 'generateTeedeli' : 'generate', entity, principal: p, subject: batch,
          changes: { generateAmount: { before: null, after: list.length }, name: { before: null, after: doc.name }, type: { before: null, after: doc.type } },
          venue: tenant.venue, customer_group: tenant.customerGroup,
        });
      });
      services.onWrite(entity);
      return { count: generateAmount, batch };
    } catch (err) {
      if (uniqueViolation(entity, err) && attempt < ATTEMPTS) continue;
      if (uniqueViolation(entity, err)) throw new AppError('PROMO_CODES_TAKEN');
      throw err;
    }
  }
}
