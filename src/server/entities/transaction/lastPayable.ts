import { sql } from 'kysely';
import type { Entity } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import type { Services } from '../../services';

/** Each venue's last open invoice (the highest number with status open), in the caller's scope. */
export async function lastPayable(services: Services, p: Principal, entity: Entity) {
  const where = services.items.whereOf(entity, p, { filters: { status: ['open'], kind: ['invoice'] }, ranges: {} });
  const rows = await sql<{ _id: string; created_at: string; doc: any }>`select "_id", "created_at", "doc" from ${sql.table(entity.table)} where ${where}`.execute(services.db.kysely);
  const last = new Map<string, Record<string, any>>();
  for (const r of rows.rows) {
    const d = { ...(typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc), _id: r._id, createdAt: r.created_at };
    const prev = last.get(d.venue);
    if (!prev || d.number > prev.number) last.set(d.venue, d);
  }
  return [...last.values()].sort((a, b) => String(a.venue).localeCompare(String(b.venue)));
}
