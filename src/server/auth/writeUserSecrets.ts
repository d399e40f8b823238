import type { Principal } from '../access/principal';
import { diffDocs, writeAudit } from '../crud/audit';
import { parseDoc } from '../crud/rowToRecord';
import { AppError } from '../errors';
import type { Services } from '../services';

/**
 * Writes server-only fields of a user document (the MFA secrets), which the generic update cannot
 * do without copying them into the audit entry: here the audit records only whether MFA is on.
 * `null` removes a field. Same transaction as the audit entry, like every other write.
 */
export async function writeUserSecrets(services: Services, p: Principal, userId: string, patch: Record<string, string | boolean | null>, action: string): Promise<void> {
  const user = services.registry.get('user')!;
  try {
    await services.db.kysely.transaction().execute(async (trx) => {
      let q = trx.selectFrom('user').select(['venue', 'customer_group', 'doc']).where('_id', '=', userId).where('deleted_at', 'is', null);
      if (services.db.dialect === 'postgres') q = q.forUpdate();
      const row = await q.executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', { resource: 'user' });
      const before = parseDoc(row.doc);
      const after = { ...before };
      for (const [k, v] of Object.entries(patch)) {
        if (v === null) delete after[k];
        else after[k] = v;
      }
      await trx.updateTable('user').set({ doc: JSON.stringify(after), updated_at: new Date().toISOString() }).where('_id', '=', userId).execute();
      await writeAudit(trx, services.registry, {
        action, entity: user, principal: p, subject: userId, changes: diffDocs(user, { mfa: !!before.mfa }, { mfa: !!after.mfa }),
        venue: row.venue, customer_group: row.customer_group,
      });
    });
  } finally {
    services.onWrite(user);
  }
}
