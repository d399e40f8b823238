import type { Kysely } from 'kysely';
import type { Entity, Registry } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import type { AuditInput } from '../../crud/audit';
import { writeAuditMany } from '../../crud/writeAuditMany';
import { parseDoc, type Doc, type Row } from '../../crud/rowToRecord';
import type { Db } from '../../db/createDb';
import type { CopyEntry } from './copyVenueData';
import { liveRows } from './copyVenueData';
import { copyFiles } from '../../files/copyFiles';
import { copyId, remapIds } from './remapIds';
import { canonical, KEY_NAME, SLAVE_OWN, SYNC_KEY } from './syncKey';
import type { DeleteMode } from './startVenueSync';

export interface SlaveSync {
  registry: Registry;
  principal: Principal;
  /** the slave's database (another environment's in a sync across environments) */
  db: Db;
  /** the master's database: when not the slave's, the uploads the synced records name are brought along */
  sourceDb?: Db;
  /** the job's key: a record created in a slave gets an id derived from it, so a resumed job writes it once */
  syncKey: string;
  master: string;
  slave: string;
  /** the entities written, in order; `lookups` are only matched (the upsell sync's articles) */
  phases: readonly string[];
  lookups: readonly string[];
  deleteMode: DeleteMode;
  /** master category ids: only these categories and their articles are synced (and deleted) */
  categories?: ReadonlySet<string>;
  master_: { rows: ReadonlyMap<string, { row: Row; doc: Doc }[]>; ids: ReadonlySet<string> };
  entries(add: CopyEntry[]): Promise<void>;
  /** after each entity: reports progress; true when the job was stopped */
  afterPhase(): Promise<boolean>;
}

interface Planned { master: Row; doc: Doc; slave?: Row; id: string }

const CHUNK = 500;

/**
 * Syncs one slave from the master (README "Spec decisions"): each master record matched by its
 * key (syncKey.ts) updates the slave's record of that key, keeping the slave's id and its own
 * POS ids and stock; one without a match is created; one without a key, or whose key the master
 * uses twice, is listed as failed. References are re-mapped to the slave's records. Slave records
 * no master record matches are left (ignore), deactivated (soft: isActive false, where the entity
 * has the flag) or deleted (hard). One transaction per entity; answers false when stopped.
 */
export async function syncSlave(s: SlaveSync): Promise<boolean> {
  const entity = (id: string) => s.registry.get(id)!;
  const slaveRows = new Map<string, Row[]>();
  for (const e of [...s.lookups, ...s.phases]) slaveRows.set(e, await liveRows(s.db, entity(e), s.slave));
  const venueRow = await s.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', s.slave).executeTakeFirst();
  const group = (venueRow?.customer_group as string | null) ?? null;

  // Master id -> slave id for every record either side holds, before anything is written.
  const map = new Map<string, string>([[s.master, s.slave]]);
  const plans = new Map<string, { items: Planned[]; failed: CopyEntry[]; matched: Set<string> }>();
  for (const e of [...s.lookups, ...s.phases]) {
    const key = SYNC_KEY[e];
    const write = s.phases.includes(e);
    const bySlave = new Map<string, Row>();
    for (const r of slaveRows.get(e)!) {
      const k = key(parseDoc(r.doc));
      if (k && !bySlave.has(k)) bySlave.set(k, r);
    }
    const seen = new Set<string>();
    const plan = { items: [] as Planned[], failed: [] as CopyEntry[], matched: new Set<string>() };
    for (const { row, doc } of s.master_.rows.get(e) ?? []) {
      const inScope = write && inFilter(s, e, row._id, doc);
      const k = key(doc);
      if (!k || seen.has(k)) {
        if (inScope) plan.failed.push({ action: 'failed', entity: e, id: row._id, reason: k ? `Its ${KEY_NAME[e]} ${k} is used twice in the master: not synced.` : `It has no ${KEY_NAME[e]}: not synced.` });
        continue;
      }
      seen.add(k);
      const match = bySlave.get(k);
      if (match) plan.matched.add(match._id);
      if (!match && !inScope) continue;
      const id = match?._id ?? copyId(`${s.syncKey}:${s.slave}`, row._id);
      map.set(row._id, id);
      if (inScope) plan.items.push({ master: row, doc, slave: match, id });
    }
    plans.set(e, plan);
  }
  const remap = (id: string) => map.get(id) ?? (s.master_.ids.has(id) ? null : undefined);

  for (const e of s.phases) {
    const plan = plans.get(e)!;
    const deleteScope = slaveOnly(s, e, slaveRows.get(e)!, plan.matched, map);
    const done = await s.db.kysely.transaction().execute((trx) => writePhase(s, trx, entity(e), plan.items, deleteScope, remap, group));
    const entries: CopyEntry[] = [];
    if (done.created) entries.push({ action: 'created', entity: e, count: done.created });
    if (done.updated) entries.push({ action: 'updated', entity: e, count: done.updated });
    if (done.deleted) entries.push({ action: 'deleted', entity: e, count: done.deleted, ...(s.deleteMode === 'soft' ? { message: 'soft' } : {}) });
    const files = s.sourceDb && s.sourceDb !== s.db ? await copyFiles(s.sourceDb, s.db, plan.items.map((it) => it.doc), s.slave) : 0;
    if (files) entries.push({ action: 'created', entity: 'file', count: files });
    await s.entries([...entries, ...plan.failed.slice(0, 50)]);
    if (await s.afterPhase()) return false;
  }
  return true;
}

/** A master record the filters leave in: with categories chosen, only those and their articles. */
function inFilter(s: SlaveSync, e: string, id: string, doc: Doc): boolean {
  if (!s.categories) return true;
  if (e === 'category') return s.categories.has(id);
  if (e === 'article') return s.categories.has(doc.category);
  return true;
}

/** The slave's records no master record matched, that the delete mode applies to (with categories chosen: the slave's articles in those). */
function slaveOnly(s: SlaveSync, e: string, rows: Row[], matched: Set<string>, map: Map<string, string>): Row[] {
  if (s.deleteMode === 'ignore') return [];
  if (s.categories && e === 'category') return [];
  const chosen = s.categories && e === 'article' ? new Set([...s.categories].map((c) => map.get(c)).filter(Boolean)) : null;
  return rows.filter((r) => !matched.has(r._id) && (!chosen || chosen.has(parseDoc(r.doc).category)));
}

async function writePhase(s: SlaveSync, trx: Kysely<any>, entity: Entity, items: Planned[], gone: Row[], remap: (id: string) => string | null | undefined, group: string | null) {
  const now = new Date().toISOString();
  const rows: Record<string, unknown>[] = [];
  const audit: AuditInput[] = [];
  let created = 0;
  let updated = 0;
  for (const it of items) {
    const doc = remapIds(it.doc, remap) as Doc;
    const own = it.slave ? parseDoc(it.slave.doc) : {};
    for (const k of SLAVE_OWN) {
      if (own[k] !== undefined) doc[k] = own[k];
      else delete doc[k];
    }
    if (it.slave && canonical(doc) === canonical(own)) continue;
    if (it.slave) updated++;
    else created++;
    rows.push({ _id: it.id, venue: s.slave, customer_group: group, created_at: it.slave?.created_at ?? now, updated_at: now, deleted_at: null, doc: JSON.stringify(doc) });
    audit.push({ action: 'sync', entity, principal: s.principal, subject: it.id, changes: { syncedFrom: { before: null, after: it.master._id } }, venue: s.slave, customer_group: group, record: doc });
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx.insertInto(entity.table).values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.column('_id').doUpdateSet((eb) => ({ doc: eb.ref('excluded.doc'), updated_at: eb.ref('excluded.updated_at'), deleted_at: null })))
      .execute();
  }
  // soft: deactivated where the entity has the flag (and it is on); hard: deleted as DELETE does
  const soft = s.deleteMode === 'soft';
  const affected = soft ? (entity.def.properties.isActive ? gone.filter((r) => parseDoc(r.doc).isActive !== false) : []) : gone;
  for (let i = 0; i < affected.length; i += CHUNK) {
    const part = affected.slice(i, i + CHUNK);
    if (soft) {
      for (const r of part) {
        const doc = { ...parseDoc(r.doc), isActive: false };
        await trx.updateTable(entity.table).set({ doc: JSON.stringify(doc), updated_at: now }).where('_id', '=', r._id).execute();
      }
    } else {
      await trx.updateTable(entity.table).set({ deleted_at: now, updated_at: now }).where('_id', 'in', part.map((r) => r._id)).execute();
    }
  }
  for (const r of affected) {
    audit.push({
      action: soft ? 'sync' : 'delete', entity, principal: s.principal, subject: r._id,
      changes: soft ? { isActive: { before: true, after: false } } : { deleted: { before: null, after: 'not in the master' } },
      venue: s.slave, customer_group: group, record: parseDoc(r.doc),
    });
  }
  await writeAuditMany(trx, s.registry, s.db.dialect, audit);
  return { created, updated, deleted: affected.length };
}
